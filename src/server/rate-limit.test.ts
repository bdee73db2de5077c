import { createHash } from "node:crypto";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RETENTION } from "@/config/retention";
import { describeOnDatabases } from "@/testing/database-suite";
import { rateLimits } from "./db/schema";
import { purgeExpired } from "./db/queries/retention";
import { beginSignIn, signInRules, signInSucceeded, waitAfter } from "./auth/sign-in-throttle";
import { clearLimit, consumeLimit, consumeLimits, tooManyRequests, waitText } from "./rate-limit";

describeOnDatabases("database rate limits", (t) => {

  it("allows `max` hits in a window, refuses the rest with the seconds left, and starts afresh once it ends", async () => {
    const rule = { window: 60, max: 3 };
    const start = 1_000_000;
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await consumeLimit(t.db, "window-test", rule, start + i * 1000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfter).toBe(57);
    expect((await consumeLimit(t.db, "window-test", rule, start + 59_999)).allowed).toBe(false);
    expect(await consumeLimit(t.db, "window-test", rule, start + 60_000)).toEqual({ allowed: true, retryAfter: 0 });
  });

  it("counts concurrent hits atomically: exactly `max` of 40 at once get through", async () => {
    const rule = { window: 60, max: 7 };
    const decisions = await Promise.all(Array.from({ length: 40 }, () => consumeLimit(t.db, "race-test", rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
  });

  it("keeps keys apart, and a cleared key starts afresh", async () => {
    const rule = { window: 60, max: 1 };
    expect((await consumeLimit(t.db, "a-key", rule)).allowed).toBe(true);
    expect((await consumeLimit(t.db, "a-key", rule)).allowed).toBe(false);
    expect((await consumeLimit(t.db, "b-key", rule)).allowed).toBe(true);
    await clearLimit(t.db, "a-key");
    expect((await consumeLimit(t.db, "a-key", rule)).allowed).toBe(true);
  });

  it("refuses several keys at once when any is full, with the longest wait", async () => {
    const tight = { window: 30, max: 1 };
    const loose = { window: 90, max: 100 };
    await consumeLimit(t.db, "multi-tight", tight);
    const decision = await consumeLimits(t.db, [
      { key: "multi-tight", rule: tight },
      { key: "multi-loose", rule: loose },
    ]);
    expect(decision.allowed).toBe(false);
    expect(decision.retryAfter).toBeGreaterThan(25);
    expect(decision.retryAfter).toBeLessThanOrEqual(30);
  });

  describe("sign-in", () => {
    it("slows one account from one address after 5 attempts, with growing waits, while others still sign in, even from that address", async () => {
      const start = Date.now();
      const results = [];
      for (let i = 0; i < 30; i += 1) results.push(await beginSignIn(t.db, "victim@example.com", "203.0.113.9", start));
      expect(results.filter((r) => r.allowed)).toHaveLength(signInRules.accountAtAddress.free);
      expect(results.slice(5).every((r) => !r.allowed)).toBe(true);
      // Each refused attempt lengthens the wait, up to 15 minutes.
      expect(results[5]?.retryAfter).toBe(120);
      expect(results.at(-1)?.retryAfter).toBe(signInRules.accountAtAddress.longestWait);
      expect((await beginSignIn(t.db, "other@example.com", "203.0.113.9", start)).allowed).toBe(true);
      expect((await beginSignIn(t.db, "victim@example.com", "198.51.100.4", start)).allowed).toBe(true);
      // Once the wait has passed, one more attempt goes through.
      expect((await beginSignIn(t.db, "victim@example.com", "203.0.113.9", start + 15 * 60_000 + 1000)).allowed).toBe(true);
      expect(waitAfter(signInRules.accountAtAddress, 4)).toBe(0);
      expect(waitAfter(signInRules.accountAtAddress, 5)).toBe(60);
      expect(waitAfter(signInRules.accountAtAddress, 6)).toBe(120);
    });

    it("slows one account guessed at from many addresses, and only that account", async () => {
      const results = [];
      for (let i = 0; i < 25; i += 1) results.push((await beginSignIn(t.db, "Target@Example.com", `192.0.2.${i}`)).allowed);
      expect(results.filter(Boolean)).toHaveLength(signInRules.accountFromNewAddresses.free);
      expect((await beginSignIn(t.db, "someone-else@example.com", "192.0.2.1")).allowed).toBe(true);
    });

    it("20 wrong passwords from rotating addresses do not stop the owner signing in from their own address", async () => {
      const owner = "owner@example.com";
      const home = "198.51.100.77";
      expect((await beginSignIn(t.db, owner, home)).allowed).toBe(true);
      await signInSucceeded(t.db, owner, home);
      // A stranger guesses from 40 addresses: from new addresses the account soon waits...
      const stranger = [];
      for (let i = 0; i < 40; i += 1) stranger.push((await beginSignIn(t.db, owner, `203.0.113.${100 + i}`)).allowed);
      expect(stranger.slice(signInRules.accountFromNewAddresses.free).some(Boolean)).toBe(false);
      // ...but the owner, from the address they sign in from, is let straight in, again and again.
      for (let i = 0; i < 3; i += 1) {
        expect((await beginSignIn(t.db, owner, home)).allowed).toBe(true);
        await signInSucceeded(t.db, owner, home);
      }
    });

    it("remembers a network for 90 days after the last sign-in from it, then lets it go and deletes it", async () => {
      const owner = "returning@example.com";
      const home = "198.51.100.88";
      const day = 24 * 60 * 60 * 1000;
      // A time of its own, so that this member's remembered network is the only one ending when it does.
      const start = Date.UTC(2031, 0, 1);
      const remembered = start + RETENTION.familiarNetworkDays * day;
      expect((await beginSignIn(t.db, owner, home, start)).allowed).toBe(true);
      await signInSucceeded(t.db, owner, home, start);
      const familiar = async () => (await t.db.select({ resetAt: rateLimits.resetAt }).from(rateLimits).where(like(rateLimits.key, "sign-in:familiar:%"))).filter((row) => row.resetAt === remembered);
      expect(await familiar()).toHaveLength(1);
      // A stranger has used up the account's attempts from new addresses on each day below.
      const guessedAt = async (now: number) => {
        for (let i = 0; i < 30; i += 1) await beginSignIn(t.db, owner, `203.0.113.${i}`, now + i);
      };
      // A day inside the 90: the owner's network still counts as theirs, so they are let in.
      const inside = remembered - day;
      await guessedAt(inside);
      expect((await beginSignIn(t.db, owner, home, inside + 1000)).allowed).toBe(true);
      // A day past them (no sign-in since): it is a new network again, and waits like the stranger's.
      const past = remembered + day;
      await guessedAt(past);
      expect((await beginSignIn(t.db, owner, home, past + 1000)).allowed).toBe(false);
      await purgeExpired(t.db, new Date(past), 13);
      expect(await familiar()).toEqual([]);
    });

    it("forgets a member's attempts once they sign in", async () => {
      for (let i = 0; i < 4; i += 1) await beginSignIn(t.db, "forgetful@example.com", "203.0.113.20");
      await signInSucceeded(t.db, "forgetful@example.com", "203.0.113.20");
      const results = [];
      for (let i = 0; i < 5; i += 1) results.push((await beginSignIn(t.db, "forgetful@example.com", "203.0.113.20")).allowed);
      expect(results.every(Boolean)).toBe(true);
    });

    it("keeps no e-mail address in the table, nor a bare hash of one or of a network someone could test a guess against", async () => {
      await beginSignIn(t.db, "private.person@example.com", "203.0.113.30");
      await signInSucceeded(t.db, "private.person@example.com", "203.0.113.30");
      const keys = (await t.db.query.rateLimits.findMany()).map((row) => row.key);
      expect(keys.some((key) => key.includes("private.person"))).toBe(false);
      const bare = (value: string) => createHash("sha256").update(value).digest("base64url").slice(0, 32);
      const familiar = keys.filter((key) => key.startsWith("sign-in:familiar:"));
      expect(familiar.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key).not.toContain(bare("private.person@example.com"));
        expect(key).not.toContain(bare("203.0.113.30"));
      }
    });
  });
});

describe("429 answers", () => {
  it("carry Retry-After and a message a person can act on", async () => {
    const response = tooManyRequests(90);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("90");
    expect(((await response.json()) as { error: string }).error).toBe("Too many attempts in a short time. Please wait 2 minutes and try again.");
    expect(waitText(1)).toBe("1 second");
    expect(waitText(60)).toBe("1 minute");
  });
});
