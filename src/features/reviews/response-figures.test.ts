import { describe, expect, it } from "vitest";
import { durationInWords, judge, medianHours, responseFigures, type SentIntroduction } from "./response-figures";

const at = (iso: string) => new Date(iso);
const hours = (from: string, h: number) => new Date(at(from).getTime() + h * 3_600_000);
const now = at("2026-06-15T12:00:00Z");

/** Sent Monday 1 June 2026, 10:00 London (09:00 UTC): due by the end of Wednesday 3 June. */
const monday = "2026-06-01T09:00:00Z";
const answered = (h: number): SentIntroduction => ({ sentAt: at(monday), firstResponseAt: hours(monday, h), status: "accepted" });

describe("response figures", () => {
  it("shows nothing below the minimum, and says how many it would rest on", () => {
    const four = [answered(1), answered(2), answered(3), answered(4)];
    expect(responseFigures(four, now)).toEqual({ shown: false, counted: 4, minimum: 5 });
    expect(responseFigures([...four, answered(5)], now).shown).toBe(true);
  });

  it("counts an expired introduction against the firm: not in time, and in the median as longer than any answer", () => {
    const intros: SentIntroduction[] = [answered(1), answered(2), answered(3), { sentAt: at(monday), firstResponseAt: null, status: "expired" }, { sentAt: at(monday), firstResponseAt: null, status: "expired" }];
    const figures = responseFigures(intros, now);
    expect(figures).toMatchObject({ shown: true, counted: 5, answeredInTime: 3, expiredUnanswered: 2, unanswered: 2, medianHours: 3 });
    if (figures.shown) expect(figures.shareInTime).toBeCloseTo(0.6);
  });

  it("has no median when half or more were never answered", () => {
    expect(medianHours([1, 2], 2)).toBeNull();
    expect(medianHours([1, 2], 1)).toBe(2);
    expect(medianHours([1, 3], 0)).toBe(2);
    expect(medianHours([], 0)).toBeNull();
  });

  it("leaves out introductions older than 12 months and ones still within their 2 working days", () => {
    const old = { sentAt: at("2025-06-01T09:00:00Z"), firstResponseAt: null, status: "expired" };
    const fresh = { sentAt: at("2026-06-15T08:00:00Z"), firstResponseAt: null, status: "sent" };
    expect(responseFigures([old, fresh, answered(1)], now)).toEqual({ shown: false, counted: 1, minimum: 5 });
  });

  it("leaves out one withdrawn before the answer was due, and counts one withdrawn after as unanswered", () => {
    expect(judge({ sentAt: at(monday), firstResponseAt: null, status: "withdrawn", withdrawnAt: at("2026-06-02T09:00:00Z") }, now)).toBe("skip");
    expect(judge({ sentAt: at(monday), firstResponseAt: null, status: "withdrawn", withdrawnAt: at("2026-06-05T09:00:00Z") }, now)).toBe("unanswered");
  });

  it("measures 2 working days across bank holidays", () => {
    // Sent Thursday 2 April 2026: Good Friday (3rd) and Easter Monday (6th) are bank holidays, so
    // the two working days after are Tuesday 7 and Wednesday 8 April.
    const thursday = "2026-04-02T09:00:00Z";
    expect(judge({ sentAt: at(thursday), firstResponseAt: at("2026-04-08T16:00:00Z"), status: "declined" }, now)).toBe("in-time");
    expect(judge({ sentAt: at(thursday), firstResponseAt: at("2026-04-09T08:00:00Z"), status: "accepted" }, now)).toBe("late");
    // Still unanswered on the Wednesday evening: not yet judged; on the Thursday: unanswered.
    expect(judge({ sentAt: at(thursday), firstResponseAt: null, status: "sent" }, at("2026-04-08T20:00:00Z"))).toBe("skip");
    expect(judge({ sentAt: at(thursday), firstResponseAt: null, status: "sent" }, at("2026-04-09T09:00:00Z"))).toBe("unanswered");
  });

  it("puts durations in words", () => {
    expect(durationInWords(0.5)).toBe("under an hour");
    expect(durationInWords(1)).toBe("1 hour");
    expect(durationInWords(26)).toBe("1 day 2 hours");
    expect(durationInWords(48)).toBe("2 days");
    expect(durationInWords(null)).toBe("more than half were never answered");
  });
});
