import { expect, it } from "vitest";
import { leads } from "@/server/db/schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { userForAddress } from "./sign-in-links";

describeOnDatabases("whom a typed address may sign in as", (t) => {
  const address = () => `owner-${Math.random().toString(36).slice(2)}@example.test`;
  async function profile(email: string, confirmed: boolean) {
    const userId = await createTestUser(t.db);
    const at = new Date();
    await t.db.insert(leads).values({ userId, segment: "standard", firstName: "Ada", lastName: "Lovelace", phoneNumber: "+447911123456", email, termsAcceptedAt: at, emailConfirmedAt: confirmed ? at : null });
    return userId;
  }

  it("the member who confirmed the address, before any visitor record", async () => {
    const email = address();
    const member = await createTestUser(t.db, { email, emailVerified: true });
    await profile(email, true);
    expect(await userForAddress(t.db, email.toUpperCase())).toBe(member);
  });

  it("never an account or a profile whose address nobody confirmed", async () => {
    // Someone typed the owner's address into a sign-up and into a profile of their own.
    const email = address();
    await createTestUser(t.db, { email, emailVerified: false });
    await profile(email, false);
    expect(await userForAddress(t.db, email)).toBeNull();
    // Once the owner confirms a profile of their own with the e-mailed link, that is where the link leads.
    const own = await profile(email, true);
    expect(await userForAddress(t.db, email)).toBe(own);
  });
});
