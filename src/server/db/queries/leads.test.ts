import { expect, it } from "vitest";
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
});
