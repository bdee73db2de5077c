import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildMeetingIcs, type MeetingInvite } from "./ics";

const invite: MeetingInvite = {
  method: "REQUEST",
  uid: "3f0c2a9e-1111-4222-8333-944455556666@wealth-match",
  sequence: 0,
  startsAt: new Date("2026-12-02T10:00:00Z"),
  endsAt: new Date("2026-12-02T10:45:00Z"),
  title: "First meeting: Ada Lovelace and Saltus",
  description: "A video call. Saltus will send the link.",
  location: null,
  organizer: { name: "Saltus", email: "meetings@saltus.example" },
  attendee: { name: "Ada Lovelace", email: "ada@example.test" },
  stamp: new Date("2026-11-27T06:00:00Z"),
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, event, start: event.getFirstPropertyValue("dtstart") as ICAL.Time };
}

describe("calendar invitations", () => {
  it("writes a REQUEST with the meeting's UID, SEQUENCE, organiser, attendee and UTC times", () => {
    const { calendar, event, start } = parse(buildMeetingIcs(invite));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstPropertyValue("uid")).toBe(invite.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(0);
    expect(start.zone?.tzid).toBe("UTC");
    expect(start.toJSDate().toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect((event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString()).toBe("2026-12-02T10:45:00.000Z");
    expect(String(event.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:meetings@saltus.example");
    expect(String(event.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:ada@example.test");
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("keeps the UID and carries the raised SEQUENCE on a change, and cancels with METHOD:CANCEL", () => {
    const moved = parse(buildMeetingIcs({ ...invite, sequence: 1, startsAt: new Date("2026-12-03T14:00:00Z"), endsAt: new Date("2026-12-03T14:45:00Z") }));
    expect(moved.event.getFirstPropertyValue("uid")).toBe(invite.uid);
    expect(moved.event.getFirstPropertyValue("sequence")).toBe(1);
    expect(moved.start.toJSDate().toISOString()).toBe("2026-12-03T14:00:00.000Z");
    const cancelled = parse(buildMeetingIcs({ ...invite, method: "CANCEL", sequence: 2 }));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.getFirstPropertyValue("sequence")).toBe(2);
  });

  it("puts an in-person meeting's address in LOCATION, escaped", () => {
    const { event } = parse(buildMeetingIcs({ ...invite, location: "1 Bank Street, London; second floor" }));
    expect(event.getFirstPropertyValue("location")).toBe("1 Bank Street, London; second floor");
  });
  it("keeps what a visitor typed inside its own field: no line or attendee of their choosing", () => {
    const name = 'Ann\rATTENDEE:mailto:evil@example.test\r\nX":mailto:evil@example.test';
    const text = buildMeetingIcs({ ...invite, title: `First meeting: ${name} and Saltus`, attendee: { name, email: "ann@example.test" }, location: "1 High St\rATTENDEE:mailto:evil@example.test" });
    // No bare carriage return, and every line break is the standard CRLF.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const { event } = parse(text);
    const attendees = event.getAllProperties("attendee");
    expect(attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(["mailto:ann@example.test"]);
    expect(String(attendees[0]!.getParameter("cn"))).toContain("Ann ATTENDEE");
    expect(event.getFirstPropertyValue("summary")).toContain("Ann ATTENDEE:mailto:evil@example.test");
  });
});
