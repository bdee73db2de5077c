import { createEvent } from "ics";
import { describe, expect, it } from "vitest";
import { invitesAttendee, mentionsAddress } from "./mentions";

describe("mentionsAddress", () => {
  it("finds a whole address, whatever its case and what stands around it", () => {
    expect(mentionsAddress("Write to Ann@Example.co.uk.", "ann@example.co.uk")).toBe(true);
    expect(mentionsAddress("<ann@example.co.uk>", "ann@example.co.uk")).toBe(true);
    expect(mentionsAddress("first j.ann@example.co, then ann@example.co", "ann@example.co")).toBe(true);
  });

  it("does not take part of a longer address for it", () => {
    expect(mentionsAddress("mailto:joann@example.co.uk", "ann@example.co.uk")).toBe(false);
    expect(mentionsAddress("mailto:ann@example.co.uk", "ann@example.co")).toBe(false);
    expect(mentionsAddress("ann@example.com", "ann@example.co")).toBe(false);
    expect(mentionsAddress(null, "ann@example.co")).toBe(false);
  });
});

describe("invitesAttendee", () => {
  // The calendar library the site uses folds long lines (a break and a tab), which can split the address.
  const invitation = (attendee: string, organiser: string) => {
    const { value, error } = createEvent({
      start: Date.UTC(2026, 11, 1, 10, 0),
      duration: { minutes: 45 },
      title: "First meeting",
      organizer: { name: "A firm with a rather long name for its meetings desk", email: organiser },
      attendees: [{ name: "Anastasia Fitzgerald-Montgomery-Smythe", email: attendee, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    });
    if (error || !value) throw error ?? new Error("no calendar file");
    return value;
  };

  it("finds the attendee across folded lines, and only the attendee", () => {
    const file = invitation("anastasia.fitzgerald@example.co.uk", "meetings@firm.example");
    expect(file).toMatch(/\r\n\t/);
    expect(invitesAttendee(file, "anastasia.fitzgerald@example.co.uk")).toBe(true);
    expect(invitesAttendee(file, "meetings@firm.example")).toBe(false);
    expect(invitesAttendee(file, "fitzgerald@example.co.uk")).toBe(false);
    expect(invitesAttendee(null, "anastasia.fitzgerald@example.co.uk")).toBe(false);
  });
});
