import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitTrackers, utmRecords } from "@/server/db/schema";
import type { Member } from "@/server/auth/session";
import { createTestUser, openTestDatabase, type TestDatabase } from "@/testing/database";
import { analyticsCsv } from "./csv-download";

const declared = [{ title: "home-cta-wording", variants: [{ name: "compare-now", weight: 1 }, { name: "find-my-matches", weight: 1 }] }];
const member = (role: "admin" | "sales" | "provider" | null): Member => ({
  id: "m",
  email: "m@example.co.uk",
  name: "M",
  roles: role === null ? [] : [{ role, providerId: role === "provider" ? "saltus" : null }],
});

describe("analytics CSV download", () => {
  let t: TestDatabase;
  const get = (query: string, who: Member | null) =>
    analyticsCsv(new Request(`http://site.test/sales-portal/analytics/csv?${query}`), { member: who, database: async () => t.db, declared, signInUrl: "/account/sign-in?next=x" });

  beforeAll(async () => {
    t = await openTestDatabase("pglite");
    const visitor = await createTestUser(t.db);
    await t.db.insert(visitTrackers).values({ userId: visitor, device: "Desktop" });
    await t.db.insert(utmRecords).values({ userId: visitor, url: "site.test/", tags: { source: "=cmd", campaign: "autumn, 2026" } });
  });
  afterAll(async () => t?.close());

  it("answers admin and sales with the table as UTF-8 CSV", async () => {
    for (const role of ["admin", "sales"] as const) {
      const response = await get("table=sources&range=7", member(role));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(await response.text()).toBe(
        "Source,Medium,Campaign,Visits,Questionnaire starts,Start rate,Completions,Completion rate,Leads,Lead rate\r\n'=cmd,–,\"autumn, 2026\",1,0,0.0%,0,–,0,–\r\n",
      );
    }
  });

  it("refuses provider staff and members without a role, and sends visitors to sign in", async () => {
    expect((await get("table=sources", member("provider"))).status).toBe(403);
    expect((await get("table=sources", member(null))).status).toBe(403);
    const anonymous = await get("table=sources", null);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe("http://site.test/account/sign-in?next=x");
  });

  it("refuses an unknown table or a bad range with 400", async () => {
    expect((await get("table=users", member("admin"))).status).toBe(400);
    expect((await get("table=pages&range=custom&from=2026-05-01", member("admin"))).status).toBe(400);
  });
});
