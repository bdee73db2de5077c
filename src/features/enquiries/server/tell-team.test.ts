import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { addContactMessage, addPartnerEnquiry } from "@/server/db/queries/messages";
import { grantRole } from "@/server/db/queries/roles";
import { outbox } from "@/server/db/schema";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { enqueueMail, mailLimits } from "@/server/mail";
import { tellTeam } from "./tell-team";

// Read on first use: with no sales or admin member, the introductions desk hears instead.
process.env.INTRODUCTIONS_DESK = "desk@operator.test";

describeOnDatabases("telling the team what has come in", (t) => {
  const mailsTo = (to: string) => t.db.select({ kind: outbox.kind, subject: outbox.subject, text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, to));
  const message = { userId: null, firstName: "Grace", lastName: "Hopper", phone: null, email: "grace@example.test", message: "Please call me about my pension." };

  it("tells the desk while no one has a sales or admin role, then every such member, naming no one", async () => {
    await t.db.transaction(async (tx) => {
      await addContactMessage(tx, message);
      await tellTeam(tx, "contact-message");
    });
    expect((await mailsTo("desk@operator.test")).map((m) => m.subject)).toEqual(["New message from the contact form"]);

    const sales = await createTestUser(t.db, { email: "sales@operator.test" });
    await grantRole(t.db, sales, { role: "sales", providerId: null });
    const admin = await createTestUser(t.db, { email: "admin@operator.test" });
    await grantRole(t.db, admin, { role: "admin", providerId: null });
    const firm = await createTestUser(t.db, { email: "member@firm.test" });
    await grantRole(t.db, firm, { role: "provider", providerId: "saltus" });
    await t.db.transaction(async (tx) => {
      await addPartnerEnquiry(tx, { userId: null, name: "Grace Hopper", organisation: "Hopper Partners", email: "grace@example.test", phone: null, website: null, message: "We would like to work with you." });
      await tellTeam(tx, "partner-enquiry");
    });
    for (const to of ["sales@operator.test", "admin@operator.test"]) {
      const [notice, ...more] = await mailsTo(to);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ kind: "partner-enquiry", subject: "New partnership enquiry" });
      expect(notice?.text).toContain("within five working days");
      expect(notice?.text).toContain("/sales-portal#enquiries");
      expect(notice?.text).not.toMatch(/Grace|Hopper|grace@/);
    }
    expect(await mailsTo("member@firm.test")).toEqual([]);
    expect(await mailsTo("desk@operator.test")).toHaveLength(1);
  });

  it("a flood of messages reaches the team ten times an hour at most, and leaves each member's own mail its allowance", async () => {
    const sales = await createTestUser(t.db, { email: "flooded@operator.test" });
    await grantRole(t.db, sales, { role: "sales", providerId: null });
    for (let i = 0; i < 25; i += 1) await t.db.transaction((tx) => tellTeam(tx, "contact-message"));
    const notices = (await mailsTo("flooded@operator.test")).filter((m) => m.kind === "contact-message").length;
    expect(notices).toBeGreaterThan(0);
    expect(notices).toBeLessThanOrEqual(mailLimits.perTarget["contact-message"]!.max);
    const reset = await enqueueMail(t.db, { kind: "password-reset", to: "flooded@operator.test", subject: "Choose a new password", text: "t", html: "<p>t</p>" });
    expect(reset.written).toHaveLength(1);
  });
});
