import { expect, it } from "vitest";
import { roles } from "../schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { allRoles, grantRole, revokeRole, rolesForUser } from "./roles";
import { countVisitors, findVisitor } from "./visitors";

describeOnDatabases("roles and visitors", (t) => {

  it("grants each role once and revokes it", async () => {
    const userId = await createTestUser(t.db, { email: "staff@example.co.uk" });
    await grantRole(t.db, userId, { role: "sales", providerId: null });
    await grantRole(t.db, userId, { role: "sales", providerId: null });
    await grantRole(t.db, userId, { role: "provider", providerId: "saltus" });
    expect(await rolesForUser(t.db, userId)).toHaveLength(2);
    expect((await allRoles(t.db)).every((r) => r.email === "staff@example.co.uk")).toBe(true);
    await revokeRole(t.db, userId, { role: "sales", providerId: null });
    expect(await rolesForUser(t.db, userId)).toEqual([{ role: "provider", providerId: "saltus" }]);
  });

  it("refuses a provider role without a provider, and an operator role with one", async () => {
    const userId = await createTestUser(t.db, { email: "other@example.co.uk" });
    await expect(t.db.insert(roles).values({ userId, role: "provider", providerId: null })).rejects.toThrow();
    await expect(t.db.insert(roles).values({ userId, role: "admin", providerId: "qc" })).rejects.toThrow();
  });

  it("shows a member's e-mail but never an anonymous visitor's placeholder", async () => {
    const anon = await createTestUser(t.db);
    expect((await findVisitor(t.db, anon))?.email).toBeNull();
    expect((await findVisitor(t.db, "missing"))).toBeNull();
    const counts = await countVisitors(t.db);
    expect(counts.anonymous).toBeGreaterThanOrEqual(1);
    expect(counts.members).toBeGreaterThanOrEqual(2);
  });
});
