import { describe, expect, it } from "vitest";
import { addWorkingDays, answerDueBy, bankHolidays, dateInLondon, isOverdue, isWorkingDay } from "./working-days";

describe("England and Wales bank holidays", () => {
  it("are known for this year and next (fails when the holiday data goes stale: update date-holidays)", () => {
    const thisYear = new Date().getUTCFullYear();
    for (const year of [thisYear, thisYear + 1]) {
      const days = [...bankHolidays(year)];
      // Eight a year at the least (New Year, Good Friday, Easter Monday, two in May, August, Christmas, Boxing Day).
      expect(days.length, String(year)).toBeGreaterThanOrEqual(8);
      expect(days.every((day) => day.startsWith(`${year}-`))).toBe(true);
    }
  });

  it("match the published lists (gov.uk) for 2025 and 2026", () => {
    expect([...bankHolidays(2025)].sort()).toEqual([
      "2025-01-01", "2025-04-18", "2025-04-21", "2025-05-05", "2025-05-26", "2025-08-25", "2025-12-25", "2025-12-26",
    ]);
    expect([...bankHolidays(2026)].sort()).toEqual([
      "2026-01-01", "2026-04-03", "2026-04-06", "2026-05-04", "2026-05-25", "2026-08-31", "2026-12-25", "2026-12-28",
    ]);
  });

  it("has 2027: Easter on 28 March, and Christmas on a Saturday moves both days to Monday and Tuesday", () => {
    expect([...bankHolidays(2027)].sort()).toEqual([
      "2027-01-01", "2027-03-26", "2027-03-29", "2027-05-03", "2027-05-31", "2027-08-30", "2027-12-27", "2027-12-28",
    ]);
  });

  it("moves weekend days to the following weekdays, and knows the one-off changes", () => {
    expect([...bankHolidays(2022)].sort()).toEqual([
      "2022-01-03", "2022-04-15", "2022-04-18", "2022-05-02", "2022-06-02", "2022-06-03", "2022-08-29", "2022-09-19", "2022-12-26", "2022-12-27",
    ]);
    expect(bankHolidays(2021).has("2021-12-27")).toBe(true);
    expect(bankHolidays(2021).has("2021-12-28")).toBe(true);
    expect(bankHolidays(2023).has("2023-05-08")).toBe(true);
    expect(bankHolidays(2020).has("2020-05-08")).toBe(true);
    expect(bankHolidays(2020).has("2020-05-04")).toBe(false);
  });
});

describe("working days", () => {
  it("skip weekends and bank holidays", () => {
    expect(isWorkingDay("2026-11-20")).toBe(true); // Friday
    expect(isWorkingDay("2026-11-21")).toBe(false);
    expect(isWorkingDay("2026-12-28")).toBe(false); // Boxing Day substitute
    expect(addWorkingDays("2026-11-16", 2)).toBe("2026-11-18"); // Monday → Wednesday
    expect(addWorkingDays("2026-11-20", 2)).toBe("2026-11-24"); // Friday → Tuesday
    expect(addWorkingDays("2026-12-24", 2)).toBe("2026-12-30"); // Thursday before Christmas
    expect(addWorkingDays("2026-04-02", 2)).toBe("2026-04-08"); // across Easter
  });

  it("use the London calendar date, including summer time", () => {
    expect(dateInLondon(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(dateInLondon(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("an introduction sent on Friday is due by Tuesday and overdue on Wednesday", () => {
    const sent = new Date("2026-11-20T15:00:00Z");
    expect(answerDueBy(sent)).toBe("2026-11-24");
    expect(isOverdue(sent, new Date("2026-11-24T22:00:00Z"))).toBe(false);
    expect(isOverdue(sent, new Date("2026-11-25T08:00:00Z"))).toBe(true);
  });
});
