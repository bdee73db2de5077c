import { describe, expect, it } from "vitest";
import { factsDecisionMail, type FactsDecision } from "./mails";

// 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time), the day the mail must give;
// on 30 November, with the UK on GMT, it is still the 30th.
const decision: FactsDecision = {
  firmName: "Saltus",
  approved: true,
  factTitles: ["Minimum to invest", "Fees"],
  proposedAt: new Date("2026-06-30T23:30:00Z"),
  reason: null,
  url: "https://site.test/provider-portal/saltus/facts",
};

describe("the facts-decision mail", () => {
  it("dates the proposal as the site dates everything, on the UK's calendar", () => {
    const { text } = factsDecisionMail(decision);
    expect(text).toContain("We have approved the changes you proposed on 1st Jul 2026 to Saltus’ profile (“Minimum to invest” and “Fees”).");
    expect(factsDecisionMail({ ...decision, proposedAt: new Date("2026-11-30T23:30:00Z") }).text).toContain("proposed on 30th Nov 2026");
  });

  it("says a rejection left the profile unchanged, with the admin's reason when one was given", () => {
    const rejected = factsDecisionMail({ ...decision, approved: false, reason: "The fee differs from the firm's published tariff" });
    expect(rejected.subject).toBe("Your proposed changes to Saltus’ profile were not published");
    expect(rejected.text).toContain("We have not published the changes you proposed on 1st Jul 2026");
    expect(rejected.text).toContain("The reason given: “The fee differs from the firm's published tariff”");
    expect(factsDecisionMail({ ...decision, approved: false }).text).not.toContain("The reason given");
  });
});
