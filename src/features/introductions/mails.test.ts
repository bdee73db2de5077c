import { describe, expect, it } from "vitest";
import { visitorConfirmationMail } from "./mails";

describe("the mail after an introduction is sent", () => {
  const mail = (firms: Parameters<typeof visitorConfirmationMail>[0]["firms"]) => visitorConfirmationMail({ firstName: "Ada", firms, introductionsUrl: "https://site.test/x" }).text;

  it("says withdrawing closes the firm's view of the details on Wealth Match", () => {
    const text = mail([{ firmName: "Saltus", via: "firm" }]);
    expect(text).toContain("Once you withdraw, the firm can no longer see your contact details on Wealth Match.");
    expect(text).not.toContain("by hand");
  });

  it("says what withdrawing cannot take back from a firm our team passes introductions to by hand", () => {
    const text = mail([{ firmName: "Saltus", via: "firm" }, { firmName: "Quilter Cheviot", via: "desk" }]);
    expect(text).toContain("Our team passes your details to Quilter Cheviot by hand, so withdrawing cannot take back what it has already passed on.");
  });
});
