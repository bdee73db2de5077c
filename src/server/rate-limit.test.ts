import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("rate limiter", () => {
  it("allows a burst up to its capacity, then refills over time", () => {
    let time = 0;
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 1, now: () => time });
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([true, true, true, false]);
    expect(limiter.retryAfterSeconds("a")).toBe(1);
    time += 1000;
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("a")).toBe(false);
  });

  it("keeps each visitor's bucket apart", () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 1, now: () => 0 });
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("a")).toBe(false);
    expect(limiter.take("b")).toBe(true);
  });

  it("stays within its key budget without forgetting a throttled visitor first", () => {
    let time = 0;
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 1, maxKeys: 3, now: () => time });
    limiter.take("flooder");
    limiter.take("flooder");
    time += 100;
    for (const key of ["b", "c", "d", "e"]) limiter.take(key);
    expect(limiter.take("flooder")).toBe(false);
  });
});
