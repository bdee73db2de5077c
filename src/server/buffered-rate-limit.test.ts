import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { rateLimits } from "@/server/db/schema";
import { describeOnDatabases } from "@/testing/database-suite";
import { BufferedLimiter, type BufferedLimiterOptions } from "./buffered-rate-limit";
import { tooManyRequests } from "./rate-limit";

const START = 5_000_000;
let keySequence = 0;
/** A key no other test has touched. */
const freshKey = (name: string) => `buffered-test:${name}:${++keySequence}`;

describeOnDatabases("buffered rate limits", (t) => {
  let now = START;
  const limiters: BufferedLimiter[] = [];
  /** A limiter on the shared test database whose timer never fires during a test: flushes are explicit. */
  const limiter = (options: Partial<BufferedLimiterOptions> = {}) => {
    const made = new BufferedLimiter({ database: async () => t.db, flushIntervalMs: 3_600_000, clock: () => now, ...options });
    limiters.push(made);
    return made;
  };
  const hits = (made: BufferedLimiter, key: string, rule: { window: number; max: number }, count: number) =>
    Array.from({ length: count }, () => made.tryConsume([{ key, rule }]));
  const allowed = (decisions: ({ allowed: boolean } | null)[]) => decisions.filter((decision) => decision?.allowed).length;
  const stored = async (key: string) => (await t.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

  afterEach(async () => {
    vi.useRealTimers();
    for (const made of limiters.splice(0)) await made.close().catch(() => {});
    now = START;
  });

  it("decides without the database: one instance is exact, and the 429 carries Retry-After", async () => {
    const key = freshKey("exact");
    const rule = { window: 60, max: 5 };
    const one = limiter({ database: () => Promise.reject(new Error("the hot path must not reach the database")) });
    const decisions = hits(one, key, rule, 7);
    expect(decisions.map((decision) => decision?.allowed)).toEqual([true, true, true, true, true, false, false]);
    now += 15_000;
    const refused = one.tryConsume([{ key, rule }]);
    expect(refused).toEqual({ allowed: false, retryAfter: 45 });
    const response = tooManyRequests(refused!.retryAfter);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("45");
  });

  it("writes an instance's hits in one upsert and shares the counts with another instance", async () => {
    const key = freshKey("shared");
    const other = freshKey("shared-other");
    const rule = { window: 60, max: 10 };
    const a = limiter();
    const b = limiter();
    expect(allowed(hits(a, key, rule, 6))).toBe(6);
    hits(a, other, rule, 2);
    expect(await stored(key)).toBeUndefined(); // nothing written before a flush
    await a.flush();
    expect(await stored(key)).toMatchObject({ hits: 6, resetAt: START + 60_000 });
    expect(await stored(other)).toMatchObject({ hits: 2 });

    // B learns the global count from its own first write, and from then on admits only what is left.
    expect(allowed(hits(b, key, rule, 1))).toBe(1);
    await b.flush();
    expect((await stored(key))?.hits).toBe(7);
    expect(allowed(hits(b, key, rule, 5))).toBe(3);
    await b.flush(); // database: 12
    expect(allowed(hits(a, key, rule, 1))).toBe(1); // A has not written since: it still counts its own 6
    await a.flush(); // and learns 13 from its upsert
    expect(allowed(hits(a, key, rule, 1))).toBe(0);
    expect((await stored(key))?.hits).toBe(13);
  });

  it("keeps over-admission within the documented bound: never more than max per instance, and none once both have written", async () => {
    const key = freshKey("bound");
    const rule = { window: 60, max: 10 };
    const a = limiter();
    const b = limiter();
    // Both start blind to each other: each admits its own max at most, K × max in all.
    const first = allowed(hits(a, key, rule, 25)) + allowed(hits(b, key, rule, 25));
    expect(first).toBe(20);
    await a.flush();
    await b.flush();
    // After one write each, both see the whole count and admit nothing more in this window.
    expect(allowed(hits(a, key, rule, 5)) + allowed(hits(b, key, rule, 5))).toBe(0);
    expect((await stored(key))?.hits).toBe(50);
  });

  it("admits beyond max only what the other instance admitted before it wrote", async () => {
    const key = freshKey("between-flushes");
    const rule = { window: 60, max: 10 };
    const a = limiter();
    const b = limiter();
    expect(allowed(hits(a, key, rule, 4))).toBe(4);
    await a.flush(); // database: 4
    expect(allowed(hits(b, key, rule, 3))).toBe(3); // B has not written yet: it knows of none of A's 4
    await b.flush(); // database: 7, and B now knows it
    expect(allowed(hits(b, key, rule, 10))).toBe(3);
    expect(allowed(hits(a, key, rule, 10))).toBe(6); // A still counts 4: what B admitted since is unseen
    await a.flush();
    await b.flush();
    expect(allowed(hits(a, key, rule, 1)) + allowed(hits(b, key, rule, 1))).toBe(0);
    // 16 admitted: max plus the 6 that A admitted while B's 3 + 3 were not yet known to it, within K × max.
  });

  it("starts afresh when the window ends, in memory and in the database", async () => {
    const key = freshKey("reset");
    const rule = { window: 60, max: 2 };
    const a = limiter();
    expect(hits(a, key, rule, 3).map((decision) => decision?.allowed)).toEqual([true, true, false]);
    await a.flush();
    now = START + 59_999;
    expect(a.tryConsume([{ key, rule }])?.allowed).toBe(false);
    now = START + 60_000;
    expect(a.tryConsume([{ key, rule }])).toEqual({ allowed: true, retryAfter: 0 });
    await a.flush();
    expect(await stored(key)).toMatchObject({ hits: 1, resetAt: START + 120_000 });
  });

  it("loses no hits when a write fails: they are written with the next one", async () => {
    const key = freshKey("failed-flush");
    const rule = { window: 60, max: 10 };
    let down = true;
    const a = limiter({ database: async () => (down ? Promise.reject(new Error("database unreachable")) : t.db) });
    expect(allowed(hits(a, key, rule, 4))).toBe(4);
    await expect(a.flush()).rejects.toThrow("database unreachable");
    // While the database is down, decisions still hold the instance to max.
    expect(allowed(hits(a, key, rule, 10))).toBe(6);
    down = false;
    await a.flush();
    expect((await stored(key))?.hits).toBe(14);
  });

  it("writes on its timer, retries a failed write on the next tick, and reports the failure", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const key = freshKey("timer");
    const rule = { window: 60, max: 10 };
    let calls = 0;
    const reported: unknown[] = [];
    const a = limiter({
      flushIntervalMs: 250,
      database: async () => {
        calls += 1;
        if (calls === 1) throw new Error("database unreachable");
        return t.db;
      },
      onFlushError: (error) => reported.push(error),
    });
    hits(a, key, rule, 3);
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(1);
    expect(reported).toHaveLength(1);
    expect(await stored(key)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(250); // the retry starts on the next tick
    expect(calls).toBeGreaterThanOrEqual(2);
    await a.flush(); // waits for it
    expect((await stored(key))?.hits).toBe(3);
  });

  it("writes at once when many keys wait, in statements of at most flushAtKeys rows", async () => {
    const rule = { window: 60, max: 10 };
    const statements: number[] = [];
    // The test database, noting how many rows each rate-limit upsert wrote (it returns one a key).
    const counting = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return async (query: Parameters<typeof target.execute>[0]) => {
          const result = (await target.execute(query)) as unknown as { rows: unknown[] };
          statements.push(result.rows.length);
          return result;
        };
      },
    });
    const a = limiter({ flushAtKeys: 4, database: async () => counting });
    const keys = Array.from({ length: 10 }, () => freshKey("many"));
    for (const key of keys.slice(0, 3)) a.tryConsume([{ key, rule }]);
    expect(statements).toEqual([]);
    a.tryConsume([{ key: keys[3]!, rule }]); // the fourth waiting key starts a write, without the timer
    await vi.waitFor(() => expect(statements).toEqual([4]), { timeout: 1000, interval: 1 });
    for (const key of keys.slice(4)) a.tryConsume([{ key, rule }]);
    await a.flush();
    expect(statements.slice(1).every((rows) => rows <= 4)).toBe(true);
    expect(statements.reduce((sum, rows) => sum + rows, 0)).toBe(10);
    for (const key of keys) expect((await stored(key))?.hits).toBe(1);
  });

  it("keeps memory bounded: ended windows are evicted, and past maxKeys a new key is counted exactly", async () => {
    const rule = { window: 60, max: 1 };
    const a = limiter({ maxKeys: 3 });
    for (let i = 0; i < 3; i += 1) expect(a.tryConsume([{ key: freshKey("full"), rule }])?.allowed).toBe(true);
    const extra = freshKey("full-extra");
    expect(a.tryConsume([{ key: extra, rule }])).toBeNull();
    expect(a.size).toBe(3);
    // consume() falls back to the exact per-request upsert, which still limits the key.
    expect(await a.consume([{ key: extra, rule }])).toEqual({ allowed: true, retryAfter: 0 });
    expect((await a.consume([{ key: extra, rule }])).allowed).toBe(false);
    expect((await stored(extra))?.hits).toBe(2);
    // Once the held windows end there is room again.
    now += 60_000;
    expect(a.tryConsume([{ key: freshKey("after"), rule }])?.allowed).toBe(true);
    expect(a.size).toBe(1);
  });

  it("with shareFrom, writes a key only once it has counted that share of max, and every hit from then on", async () => {
    const rule = { window: 60, max: 20 };
    const quiet = freshKey("quiet");
    const busy = freshKey("busy");
    const a = limiter({ shareFrom: 0.25 });
    expect(allowed(hits(a, quiet, rule, 4))).toBe(4);
    expect(allowed(hits(a, busy, rule, 5))).toBe(5);
    await a.flush();
    expect(await stored(quiet)).toBeUndefined(); // 4 of 20: below a quarter, never written
    expect(await stored(busy)).toMatchObject({ hits: 5 }); // the fifth hit reached a quarter: all five written
    hits(a, busy, rule, 1);
    await a.flush();
    expect((await stored(busy))?.hits).toBe(6);
    // Still exact on this instance: the quiet key's count was kept in memory.
    expect(allowed(hits(a, quiet, rule, 20))).toBe(16);
    await a.flush();
    expect((await stored(quiet))?.hits).toBe(24);
  });

  it("with shareFrom, another instance admits beyond max at most what it counted before sharing", async () => {
    const rule = { window: 60, max: 20 };
    const key = freshKey("share-bound");
    const a = limiter({ shareFrom: 0.25 });
    const b = limiter({ shareFrom: 0.25 });
    expect(allowed(hits(a, key, rule, 20))).toBe(20);
    await a.flush(); // database: 20
    // B has counted 4 (below its share of 5) when it learns nothing; its fifth hit shares the key.
    expect(allowed(hits(b, key, rule, 5))).toBe(5);
    await b.flush(); // database: 25, and B now knows it
    expect(allowed(hits(b, key, rule, 3))).toBe(0);
    await b.flush(); // refused hits count too, as with every limiter here
    expect((await stored(key))?.hits).toBe(28);
  });

  it("refuses when any key is over, with the longest wait", async () => {
    const tight = { window: 30, max: 1 };
    const loose = { window: 90, max: 100 };
    const tightKey = freshKey("tight");
    const a = limiter();
    a.tryConsume([{ key: tightKey, rule: tight }]);
    const decision = a.tryConsume([
      { key: tightKey, rule: tight },
      { key: freshKey("loose"), rule: loose },
    ]);
    expect(decision).toEqual({ allowed: false, retryAfter: 30 });
  });
});
