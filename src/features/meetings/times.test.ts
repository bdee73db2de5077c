import { describe, expect, it } from "vitest";
import { investorTimeInWords, zoneLabel } from "./times";

describe("meeting times for the investor", () => {
  const winter = { startsAt: new Date("2026-12-04T10:00:00Z"), endsAt: new Date("2026-12-04T10:45:00Z") };
  const summer = { startsAt: new Date("2027-06-04T09:00:00Z"), endsAt: new Date("2027-06-04T09:45:00Z") };
  const words = (at: { startsAt: Date; endsAt: Date }, zone: string | null) => investorTimeInWords(at.startsAt, at.endsAt, zone);

  it("adds UK time only when the investor's clock reads otherwise", () => {
    expect(words(winter, "Europe/Paris")).toBe("Friday 4th Dec 2026, 11:00 to 11:45 Paris time (10:00 to 10:45 UK time)");
    expect(words(winter, "UTC")).toBe("Friday 4th Dec 2026, 10:00 to 10:45 UTC");
    expect(words(summer, "UTC")).toBe("Friday 4th Jun 2027, 09:00 to 09:45 UTC (10:00 to 10:45 UK time)");
    expect(words(winter, "Europe/Dublin")).toBe("Friday 4th Dec 2026, 10:00 to 10:45 Dublin time");
    expect(words(winter, null)).toBe("Friday 4th Dec 2026, 10:00 to 10:45 UK time");
  });

  it("names the day in UK time when it differs", () => {
    const late = { startsAt: new Date("2026-12-04T23:00:00Z"), endsAt: new Date("2026-12-04T23:45:00Z") };
    expect(words(late, "Asia/Tokyo")).toBe("Saturday 5th Dec 2026, 08:00 to 08:45 Tokyo time (Friday 4th Dec 2026, 23:00 to 23:45 UK time)");
  });

  it("calls UTC by its name, and other zones by their city", () => {
    expect(zoneLabel("Etc/UTC")).toBe("UTC");
    expect(zoneLabel("Europe/London")).toBe("UK time");
    expect(zoneLabel("America/New_York")).toBe("New York time");
  });
});
