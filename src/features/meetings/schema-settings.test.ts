import { describe, expect, it } from "vitest";
import { generateSlots } from "./slots";
import { meetingSettingsSchema, savedOptionsMessage, SETTINGS_FIELDS } from "./schema";

/** The options form as a browser sends it: phone meetings, 45 minutes, 2 hours' notice, 2 weeks ahead, no hours. */
function form(hours: Record<string, string> = {}) {
  const fields = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, ""]));
  return { ...fields, providerId: "saltus", phone: "on", durationMinutes: "45", noticeHours: "2", horizonDays: "14", ...hours };
}

describe("saving a firm's meeting options", () => {
  it("without weekly hours, saves them and tells the firm no investor can pick a time, since none is offered", () => {
    const parsed = meetingSettingsSchema.parse(form());
    expect(parsed.weeklyHours.every((hours) => hours === null)).toBe(true);
    expect(generateSlots(parsed, { now: new Date("2026-12-01T09:00:00Z") })).toEqual([]);
    expect(savedOptionsMessage(parsed.weeklyHours)).toBe(
      "Saved. With no weekly hours, investors cannot pick a time themselves: propose times on each introduction you accept, or add hours here.",
    );
  });

  it("with hours on one day, tells the firm investors can book from them", () => {
    const parsed = meetingSettingsSchema.parse(form({ tuesdayFrom: "09:00", tuesdayTo: "12:00" }));
    expect(parsed.weeklyHours.filter(Boolean)).toEqual([{ from: "09:00", to: "12:00" }]);
    expect(generateSlots(parsed, { now: new Date("2026-12-01T09:00:00Z") }).length).toBeGreaterThan(0);
    expect(savedOptionsMessage(parsed.weeklyHours)).toBe("Saved. Investors whose introduction you accept can book from these times.");
  });
});
