import { describe, expect, it } from "vitest";
import { dataWeCollect } from "./privacy-policy";

describe("privacy policy", () => {
  it("covers each kind of data the site stores, with purpose, lawful basis and retention", () => {
    const rows = dataWeCollect(13);
    const names = rows.map((row) => row.what.toLowerCase()).join(" | ");
    for (const kind of ["questionnaire", "profile", "callback", "messages", "newsletter", "visit tracking", "campaign", "cookies"]) expect(names).toContain(kind);
    for (const row of rows) {
      expect(row.why).not.toBe("");
      expect(row.basis).not.toBe("");
      expect(row.keep).not.toBe("");
    }
  });

  it("states the configured tracking retention and says tracking needs consent", () => {
    const tracking = dataWeCollect(7).find((row) => row.what.startsWith("Visit tracking"))!;
    expect(tracking.keep).toBe("7 months, then deleted.");
    expect(tracking.basis).toMatch(/^Consent/);
    expect(tracking.detail).toMatch(/IP address/);
  });
});
