import { describe, expect, it } from "vitest";
import { meetingBookedMail, meetingCancelledMail, meetingReminderMail, meetingRescheduledMail, type MeetingFacts } from "./mails";

const facts: MeetingFacts = {
  firmName: "Saltus",
  investorName: "Harriet Walker",
  investorFirstName: "Harriet",
  startsAt: new Date("2026-12-04T14:00:00Z"),
  endsAt: new Date("2026-12-04T14:45:00Z"),
  kind: "phone",
  address: null,
  investorTimeZone: "Europe/London",
};
const previous = { startsAt: new Date("2026-12-03T14:00:00Z"), endsAt: new Date("2026-12-03T14:45:00Z") };
const moved = (side: "investor" | "firm", movedBy: "investor" | "firm") => meetingRescheduledMail(facts, side, { url: "https://site.test/x", movedBy, reason: "A clash", previous }).text;
const cancelled = (side: "investor" | "firm", cancelledBy: "investor" | "firm") => meetingCancelledMail(facts, side, { url: "https://site.test/x", cancelledBy, reason: "A clash" }).text;

describe("meeting mails", () => {
  it("greet the investor by first name, as every other mail to them does", () => {
    expect(moved("investor", "firm")).toContain("Dear Harriet,");
  });
  it("say who moved or cancelled the meeting from where the reader stands, never naming the firm twice", () => {
    expect(moved("investor", "firm")).toContain("Saltus moved your first meeting to Friday 4th Dec 2026, 14:00 to 14:45 UK time.");
    expect(moved("investor", "investor")).toContain("You moved your first meeting with Saltus to Friday");
    expect(cancelled("investor", "firm")).toContain("Saltus cancelled your first meeting on Friday");
  });
  it("never tell the firm's members that they moved it, since the mail goes to all of them", () => {
    expect(moved("firm", "firm")).toContain("Saltus moved the first meeting with Harriet Walker to Friday");
    expect(moved("firm", "investor")).toContain("Harriet Walker moved their first meeting with Saltus to Friday");
    expect(cancelled("firm", "firm")).toContain("Saltus cancelled the first meeting with Harriet Walker on Friday");
    for (const text of [moved("firm", "firm"), cancelled("firm", "firm")]) expect(text).not.toMatch(/\bYou (moved|cancelled)\b/);
  });
  it("tell the investor when their button does not sign them in, and only then", () => {
    const note = "This e-mail address has not been confirmed with us, so the link below does not sign you in";
    expect(meetingBookedMail(facts, "investor", { url: "https://site.test/proforma/results#your-introductions" }).text).toContain(note);
    expect(meetingBookedMail(facts, "investor", { url: "https://site.test/account/link?token=abc.def" }).text).not.toContain(note);
    expect(meetingBookedMail(facts, "firm", { url: "https://site.test/sales-portal/saltus" }).text).not.toContain(note);
  });
  it("through our desk, ask it to pass the mail on, and speak of the firm by name rather than as the reader", () => {
    const desk = { ...facts, throughDesk: true };
    const url = "https://site.test/sales-portal/saltus/introductions/1";
    const texts = [meetingBookedMail(desk, "firm", { url }).text, meetingReminderMail(desk, "firm", { url }).text, meetingCancelledMail(desk, "firm", { url, cancelledBy: "investor", reason: "A clash" }).text];
    for (const text of texts) {
      expect(text).toMatch(/^Hello,\s+For our desk: Saltus has no one on Wealth Match to receive this/);
      expect(text).not.toContain("your workspace");
      // The desk passes the invitation on: it is the firm's calendar it changes, not the desk's.
      expect(text).not.toContain("your calendar");
      expect(text).toContain("You receive this because our desk passes introductions on to Saltus.");
    }
    expect(texts[0]).toContain("A phone call: Saltus is to ring Harriet Walker on the number passed on with the introduction.");
    expect(texts[0]).toContain("If Saltus can no longer make it, our team can reschedule or cancel it on the introduction's page, with a short reason for the investor.");
    expect(texts[2]).toContain("or our team can propose times for Saltus on the introduction's page.");
    expect(texts[0]).toContain("The calendar invitation with this e-mail adds the meeting to Saltus' calendar once passed on, and later changes update it.");
    expect(texts[2]).toContain("The calendar invitation with this e-mail removes the meeting from Saltus' calendar once passed on.");
    // The firm's own people read it as theirs, and the investor never reads the desk's note.
    expect(meetingBookedMail(facts, "firm", { url }).text).toContain("If you can no longer make it, you can reschedule or cancel it in your workspace");
    expect(meetingBookedMail(desk, "investor", { url }).text).not.toContain("For our desk");
  });
});
