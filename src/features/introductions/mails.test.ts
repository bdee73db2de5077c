import { describe, expect, it } from "vitest";
import { visitorAnswerMail, visitorConfirmationMail } from "./mails";

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

describe("the mail when a firm that takes bookings accepts", () => {
  const mail = (bookMeeting: "firm" | "desk" | "nobody") => visitorAnswerMail({ firstName: "Ada", firmName: "Evelyn", accepted: true, reason: null, introductionsUrl: "https://site.test/x", bookMeeting }).text;

  it("says who gets the calendar invitation, as the firm's side would hear of the booking", () => {
    expect(mail("firm")).toContain("You and Evelyn will each get a calendar invitation.");
    expect(mail("desk")).toContain("You will get a calendar invitation, and so will our team, who pass it on to Evelyn.");
    expect(mail("nobody")).toContain("Evelyn has no one to receive one through us at the moment");
    for (const side of ["desk", "nobody"] as const) expect(mail(side)).not.toContain("You and Evelyn will each get");
  });
});
