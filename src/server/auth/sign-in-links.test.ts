import { expect, it } from "vitest";
import { signInLinks } from "@/server/db/schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { consumeSignInLink, inspectSignInLink, isSignedToken, purgeSignInLinks, SIGN_IN_LINK_DAYS, signInLinkUrl } from "./sign-in-links";

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
const DAY = 24 * 60 * 60 * 1000;

describeOnDatabases("one-time sign-in links", (t) => {

  it("signs in once to the record it was made for, then says it was used", async () => {
    const userId = await createTestUser(t.db);
    const url = await signInLinkUrl(t.db, { userId, callbackPath: "/proforma/results#your-introductions", email: "Ada@Example.test" });
    expect(url).toContain("/account/link?token=");
    const token = tokenOf(url);
    expect(await inspectSignInLink(t.db, token)).toEqual({ state: "valid", userId, callbackPath: "/proforma/results#your-introductions", email: "ada@example.test" });
    expect(await consumeSignInLink(t.db, token)).toEqual({ state: "used-now", userId, callbackPath: "/proforma/results#your-introductions" });
    expect(await consumeSignInLink(t.db, token)).toEqual({ state: "used", userId, email: "ada@example.test" });
    expect((await inspectSignInLink(t.db, token)).state).toBe("used");
  });

  it("stores only a hash of the token, and one of many racing uses wins", async () => {
    const userId = await createTestUser(t.db);
    const token = tokenOf(await signInLinkUrl(t.db, { userId, callbackPath: "/account" }));
    const rows = await t.db.select().from(signInLinks);
    expect(rows.some((r) => r.tokenHash.includes(token) || token.includes(r.tokenHash))).toBe(false);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => consumeSignInLink(t.db, token)));
    expect(outcomes.filter((o) => o.state === "used-now")).toHaveLength(1);
  });

  it(`expires after ${SIGN_IN_LINK_DAYS} days`, async () => {
    const userId = await createTestUser(t.db);
    const made = new Date("2026-01-01T12:00:00Z");
    const token = tokenOf(await signInLinkUrl(t.db, { userId, callbackPath: "/account" }, made));
    const justBefore = new Date(made.getTime() + SIGN_IN_LINK_DAYS * DAY - 1000);
    const after = new Date(made.getTime() + SIGN_IN_LINK_DAYS * DAY + 1000);
    expect((await inspectSignInLink(t.db, token, justBefore)).state).toBe("valid");
    expect(await consumeSignInLink(t.db, token, after)).toEqual({ state: "expired", userId, email: null });
    expect((await consumeSignInLink(t.db, token, justBefore)).state).toBe("used-now");
  });

  it("refuses forged and altered tokens without using any link, and keeps redirects on this site", async () => {
    const userId = await createTestUser(t.db);
    const token = tokenOf(await signInLinkUrl(t.db, { userId, callbackPath: "https://evil.example/x" }));
    expect(isSignedToken(token)).toBe(true);
    const [random, mac] = token.split(".") as [string, string];
    // The MAC's last character changed to another (the same would be the genuine token).
    const altered = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    for (const forged of [`${random}.${altered}`, `${random}x.${mac}`, random, "", "a.b.c", "x".repeat(500)]) {
      expect(await consumeSignInLink(t.db, forged)).toEqual({ state: "unknown" });
    }
    expect(await consumeSignInLink(t.db, token)).toMatchObject({ state: "used-now", callbackPath: "/account" });
  });

  it("purges links a day after they expired", async () => {
    const userId = await createTestUser(t.db);
    const token = tokenOf(await signInLinkUrl(t.db, { userId, callbackPath: "/account" }));
    const expired = Date.now() + SIGN_IN_LINK_DAYS * DAY;
    // Under a day past its expiry the record stays (it answers "expired" and can send a new link).
    await purgeSignInLinks(t.db, new Date(expired + DAY - 60_000));
    expect((await inspectSignInLink(t.db, token, new Date(expired + DAY - 60_000))).state).toBe("expired");
    expect(await purgeSignInLinks(t.db, new Date(expired + DAY + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await inspectSignInLink(t.db, token)).state).toBe("unknown");
  });

  it("purges a used link a day after it was used, long before it would have expired", async () => {
    const userId = await createTestUser(t.db);
    const token = tokenOf(await signInLinkUrl(t.db, { userId, callbackPath: "/account" }));
    const usedAt = new Date();
    expect((await consumeSignInLink(t.db, token, usedAt)).state).toBe("used-now");
    await purgeSignInLinks(t.db, new Date(usedAt.getTime() + DAY - 60_000));
    expect((await inspectSignInLink(t.db, token)).state).toBe("used");
    expect(await purgeSignInLinks(t.db, new Date(usedAt.getTime() + DAY + 60_000))).toBeGreaterThanOrEqual(1);
    expect((await inspectSignInLink(t.db, token)).state).toBe("unknown");
  });
});
