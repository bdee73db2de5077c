import { describe, expect, it } from "vitest";
import { disagreement, reviewerKey, reviewRefusal } from "./eligibility";
import { publishedName, ratingSummary } from "./summary";

const base = { userId: "u1", introductionUserId: "u1", hasBookedMeeting: true, investorOutcome: { meetingHeld: true, result: "client" as const }, alreadyReviewed: false, addressConfirmed: true, reviewedFromAnotherIntroduction: false };

describe("who may review", () => {
  it("lets the investor review after a meeting they say took place", () => {
    expect(reviewRefusal(base)).toBeNull();
  });
  it("refuses anyone but the investor", () => {
    expect(reviewRefusal({ ...base, userId: "u2" })).toBe("not-yours");
  });
  it("refuses without a held meeting: none booked, no answer yet, or the meeting did not happen", () => {
    expect(reviewRefusal({ ...base, hasBookedMeeting: false })).toBe("no-held-meeting");
    expect(reviewRefusal({ ...base, investorOutcome: null })).toBe("no-held-meeting");
    expect(reviewRefusal({ ...base, investorOutcome: { meetingHeld: false, result: "not-proceeding" } })).toBe("no-held-meeting");
  });
  it("refuses a second review of one introduction", () => {
    expect(reviewRefusal({ ...base, alreadyReviewed: true })).toBe("already-reviewed");
  });
  it("refuses a review from an address not confirmed", () => {
    expect(reviewRefusal({ ...base, addressConfirmed: false })).toBe("address-not-confirmed");
  });
  it("refuses a second review of one firm by the same person through another introduction", () => {
    expect(reviewRefusal({ ...base, reviewedFromAnotherIntroduction: true })).toBe("reviewed-from-another-introduction");
  });
});

describe("one person, however their address is spelt", () => {
  it("ignores case, a +tag, and Gmail's dots", () => {
    expect(reviewerKey("Ann.Smith+firm1@Example.co.uk")).toBe("ann.smith@example.co.uk");
    expect(reviewerKey("ann.smith+2@example.co.uk")).toBe(reviewerKey("ANN.SMITH@example.co.uk"));
    expect(reviewerKey("a.n.n+x@googlemail.com")).toBe("ann@gmail.com");
    expect(reviewerKey("ann@gmail.com")).toBe("ann@gmail.com");
  });
  it("keeps different people apart", () => {
    expect(reviewerKey("ann.smith@example.co.uk")).not.toBe(reviewerKey("annsmith@example.co.uk"));
    expect(reviewerKey("ann@example.co.uk")).not.toBe(reviewerKey("ann@example.com"));
  });
});

describe("disagreements", () => {
  it("is none until both sides answer, or when they agree", () => {
    expect(disagreement({ meetingHeld: true, result: "client" }, null)).toBeNull();
    expect(disagreement({ meetingHeld: true, result: "client" }, { meetingHeld: true, result: "client" })).toBeNull();
  });
  it("names what differs", () => {
    expect(disagreement({ meetingHeld: true, result: "client" }, { meetingHeld: false, result: "not-proceeding" })).toMatch(/investor says the meeting took place/);
    expect(disagreement({ meetingHeld: true, result: "client" }, { meetingHeld: true, result: "undecided" })).toMatch(/Became a client.*Not decided yet/);
  });
});

describe("rating summary and names", () => {
  it("counts, averages to one place and spreads the ratings, 5 stars first", () => {
    const summary = ratingSummary([5, 4, 4, 1]);
    expect(summary.count).toBe(4);
    expect(summary.average).toBe(3.5);
    expect(summary.distribution).toEqual([{ stars: 5, count: 1 }, { stars: 4, count: 2 }, { stars: 3, count: 0 }, { stars: 2, count: 0 }, { stars: 1, count: 1 }]);
    expect(ratingSummary([]).average).toBeNull();
  });
  it("publishes the first name and an initial only", () => {
    expect(publishedName("jane mary", "Smith-Jones")).toBe("Jane S.");
    expect(publishedName("Ødile", "élan")).toBe("Ødile É.");
    expect(publishedName("", "")).toBe("An investor");
  });
});
