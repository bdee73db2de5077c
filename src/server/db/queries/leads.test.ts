import { expect, it } from "vitest";
import { consumeSignInLink, inspectSignInLink, signInLinkUrl } from "@/server/auth/sign-in-links";
import { createTestUser, testLead } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { listCallbacksByUser, requestCallback } from "./callbacks";
import { findLeadByUser, listLeadsForProvider, saveLead } from "./leads";

describeOnDatabases("leads and callbacks", (t) => {
  it("stores one lead per visitor and finds the leads recommended to a provider", async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    await saveLead(t.db, testLead(a, ["saltus", "qc"]));
    await saveLead(t.db, testLead(b, ["evelyn", "qc"]));
    const updated = await saveLead(t.db, { ...testLead(a, ["saltus", "canaccord"]), firstName: "Augusta" });

    expect(updated.firstName).toBe("Augusta");
    expect((await findLeadByUser(t.db, a))?.recs).toEqual(["saltus", "canaccord"]);
    const forQc = await listLeadsForProvider(t.db, "qc");
    expect(forQc.map((l) => l.recs)).toEqual([["evelyn", "qc"]]);
  });

  it("accepts one callback request per visitor and provider", async () => {
    const userId = await createTestUser(t.db);
    const first = await requestCallback(t.db, { userId, providerId: "saltus", leadId: null });
    const again = await requestCallback(t.db, { userId, providerId: "saltus", leadId: null });
    const other = await requestCallback(t.db, { userId, providerId: "qc", leadId: null });

    expect(first.status).toBe("created");
    expect(again).toEqual({ status: "already-requested", requestedAt: first.requestedAt });
    expect(other.status).toBe("created");
    expect((await listCallbacksByUser(t.db, userId)).map((c) => c.providerId)).toEqual(["saltus", "qc"]);
  });

  it("withdraws the sign-in links mailed to the previous address when the address changes, used or not", async () => {
    const userId = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const lead = testLead(userId, ["saltus"]);
    await saveLead(t.db, { ...lead, email: "Mistyped@Example.test" });
    const link = async (id: string, email: string) => new URL(await signInLinkUrl(t.db, { userId: id, email, callbackPath: "/account" })).searchParams.get("token")!;
    const unused = await link(userId, "mistyped@example.test");
    const used = await link(userId, "mistyped@example.test");
    expect((await consumeSignInLink(t.db, used)).state).toBe("used-now");
    const elsewhere = await link(userId, "saved-results@example.test");
    const othersLink = await link(other, "mistyped@example.test");

    // Saving the same address again (another case) withdraws nothing.
    await saveLead(t.db, { ...lead, email: "MISTYPED@example.test" });
    expect((await inspectSignInLink(t.db, unused)).state).toBe("valid");

    await saveLead(t.db, { ...lead, email: "right@example.test" });
    expect(await inspectSignInLink(t.db, unused)).toEqual({ state: "unknown" });
    expect(await consumeSignInLink(t.db, unused)).toEqual({ state: "unknown" });
    // A used link could otherwise have a fresh one mailed to the old address.
    expect(await inspectSignInLink(t.db, used)).toEqual({ state: "unknown" });
    // A link sent to another address (Save your results), and another visitor's, are not touched.
    expect((await inspectSignInLink(t.db, elsewhere)).state).toBe("valid");
    expect((await inspectSignInLink(t.db, othersLink)).state).toBe("valid");
  });
});
