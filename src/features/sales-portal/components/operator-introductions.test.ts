import { describe, expect, it } from "vitest";
import { hours } from "./operator-introductions";

describe("median response times in words", () => {
  it("counts minutes, hours and days, in the singular for one minute", () => {
    expect(hours(0)).toBe("under a minute");
    expect(hours(0.4 / 60)).toBe("under a minute");
    expect(hours(1 / 60)).toBe("1 minute");
    expect(hours(0.5)).toBe("30 minutes");
    expect(hours(3.46)).toBe("3.5 hours");
    expect(hours(60)).toBe("2.5 days");
  });
});
