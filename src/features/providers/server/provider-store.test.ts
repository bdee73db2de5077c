import { expect, it } from "vitest";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { eq, TransactionRollbackError } from "drizzle-orm";
import { outbox, providerFacts } from "@/server/db/schema";
import { grantRole, revokeRole } from "@/server/db/queries/roles";
import { factsOf } from "../facts";
import { testFeeSchedule } from "../fees.fixture";
import { getProvider, toSummary } from "../index";
import { countPendingProposals, listDecidedProposals } from "@/server/db/queries/provider-facts";
import { decideOnProposal, loadProvider, loadProviderNames, loadProviders, loadPublishedHeadlines, pendingProposals, proposeFacts, publishFacts } from "./provider-store";

describeOnDatabases("provider facts in the database", (t, driver) => {

  it("seeds every provider from today's data on first read, unchanged", async () => {
    const providers = await loadProviders(t.db);
    expect(providers.map((p) => p.id)).toHaveLength(15);
    expect(providers.find((p) => p.id === "saltus")).toEqual(getProvider("saltus"));
  });

  it("publishes an admin's save at once, dating the facts marked verified", async () => {
    const admin = await createTestUser(t.db, { email: "admin@example.co.uk" });
    const saltus = (await loadProvider(t.db, "saltus"))!;
    const now = new Date("2026-11-20T10:00:00Z");
    await publishFacts(t.db, saltus, { facts: { ...factsOf(saltus), blurb1: "A new introduction.", offices: "London" }, verified: ["offices"], by: admin, now });
    const after = (await loadProvider(t.db, "saltus"))!;
    expect(after.blurb1).toBe("A new introduction.");
    expect(after.verifiedAt).toEqual({ offices: now.toISOString() });
    expect(toSummary((await loadProviders(t.db)).find((p) => p.id === "saltus")!).blurb1).toBe("A new introduction.");

    // Changing a verified fact without verifying it again drops its date; unchanged ones keep theirs.
    await publishFacts(t.db, after, { facts: { ...factsOf(after), offices: "London and Leeds" }, verified: [], by: admin });
    expect((await loadProvider(t.db, "saltus"))!.verifiedAt).toEqual({});
  });

  it("keeps a provider's proposal pending until an admin approves it", async () => {
    const member = await createTestUser(t.db, { email: "jo@example.co.uk" });
    const admin = await createTestUser(t.db, { email: "boss@example.co.uk" });
    const qc = (await loadProvider(t.db, "qc"))!;
    const proposal = await proposeFacts(t.db, "qc", { fees: "A tiered annual fee on the value managed." }, member);
    expect((await loadProvider(t.db, "qc"))!.fees).toBeNull();
    expect((await pendingProposals(t.db, "qc")).map((p) => p.id)).toEqual([proposal.id]);
    // The staff's lists say it waits.
    expect((await countPendingProposals(t.db)).get("qc")).toBe(1);

    expect(await decideOnProposal(t.db, qc, { proposalId: proposal.id, approve: true, by: admin, reason: null })).toMatchObject({ status: "approved" });
    expect((await loadProvider(t.db, "qc"))!.fees).toBe("A tiered annual fee on the value managed.");
    expect(await pendingProposals(t.db, "qc")).toEqual([]);
    expect((await countPendingProposals(t.db)).has("qc")).toBe(false);
    expect(await decideOnProposal(t.db, qc, { proposalId: proposal.id, approve: false, by: admin, reason: "Too late" })).toEqual({ status: "not-pending" });
  });

  it("approves onto the facts as they are now, not as the admin's page read them", async () => {
    const admin = await createTestUser(t.db);
    const member = await createTestUser(t.db);
    const stale = (await loadProvider(t.db, "brewin"))!;
    const proposal = await proposeFacts(t.db, "brewin", { offices: "London and York" }, member);
    // Meanwhile another admin publishes another change.
    await publishFacts(t.db, stale, { facts: { ...factsOf(stale), blurb1: "Published meanwhile." }, verified: [], by: admin });
    expect(await decideOnProposal(t.db, stale, { proposalId: proposal.id, approve: true, by: admin, reason: null })).toMatchObject({ status: "approved" });
    const after = (await loadProvider(t.db, "brewin"))!;
    expect(after.offices).toBe("London and York");
    expect(after.blurb1).toBe("Published meanwhile.");
  });

  it("rejects without changing anything, and never applies one firm's proposal to another", async () => {
    const member = await createTestUser(t.db);
    const proposal = await proposeFacts(t.db, "lgt", { blurb1: "Changed" }, member);
    const evelyn = (await loadProvider(t.db, "evelyn"))!;
    expect(await decideOnProposal(t.db, evelyn, { proposalId: proposal.id, approve: true, by: member, reason: null })).toEqual({ status: "not-pending" });
    const lgt = (await loadProvider(t.db, "lgt"))!;
    expect(await decideOnProposal(t.db, lgt, { proposalId: proposal.id, approve: false, by: member, reason: "Not from the firm's tariff" })).toMatchObject({ status: "rejected" });
    expect((await loadProvider(t.db, "lgt"))!.blurb1).toBe(getProvider("lgt")!.blurb1);
  });

  it("e-mails the member who proposed the changes the decision, with the reason for a rejection, while they still handle the firm", async () => {
    const email = `proposer.${Math.random().toString(36).slice(2)}@firm.test`;
    const member = await createTestUser(t.db, { email });
    await grantRole(t.db, member, { role: "provider", providerId: "investec" });
    const admin = await createTestUser(t.db);
    const mailsTo = () => t.db.select({ kind: outbox.kind, subject: outbox.subject, text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.createdAt);

    const rejected = await proposeFacts(t.db, "investec", { offices: "London", founded: 1974 }, member);
    const investec = (await loadProvider(t.db, "investec"))!;
    expect(await decideOnProposal(t.db, investec, { proposalId: rejected.id, approve: false, by: admin, reason: "The firm's site gives other offices" })).toEqual({ status: "rejected", proposer: "mailed" });
    const [no] = await mailsTo();
    expect(no).toMatchObject({ kind: "facts-decision", subject: `Your proposed changes to ${investec.nameForSL}’s profile were not published` });
    expect(no?.text).toContain("(“Offices” and “Founded”)");
    expect(no?.text).toContain("The reason given: “The firm's site gives other offices”");
    expect(no?.text).toContain(`/sales-portal/providers/investec`);
    const [decided] = await listDecidedProposals(t.db, "investec", 5);
    expect(decided).toMatchObject({ id: rejected.id, status: "rejected", reason: "The firm's site gives other offices", proposedByEmail: email });

    const approved = await proposeFacts(t.db, "investec", { offices: "London and Manchester" }, member);
    expect(await decideOnProposal(t.db, investec, { proposalId: approved.id, approve: true, by: admin, reason: null })).toEqual({ status: "approved", proposer: "mailed" });
    const yes = (await mailsTo())[1];
    expect(yes?.subject).toBe(`Your changes to ${investec.nameForSL}’s profile are published`);
    expect(yes?.text).toContain("not yet verified");
    expect(yes?.text).not.toContain("reason");

    // Once their role is gone, nobody is mailed, and the admin is told so.
    await revokeRole(t.db, member, { role: "provider", providerId: "investec" });
    const late = await proposeFacts(t.db, "investec", { founded: 1974 }, member);
    expect(await decideOnProposal(t.db, (await loadProvider(t.db, "investec"))!, { proposalId: late.id, approve: false, by: admin, reason: "No" })).toEqual({ status: "rejected", proposer: "gone" });
    expect(await mailsTo()).toHaveLength(2);
  });

  it("stores a fee schedule with the facts, and reads older facts without one as none known", async () => {
    const admin = await createTestUser(t.db);
    const evelyn = (await loadProvider(t.db, "evelyn"))!;
    expect(evelyn.feeSchedule).toBeNull();
    const schedule = testFeeSchedule({ tiers: [{ upTo: 1_000_000, percent: 1 }, { upTo: null, percent: 0.5 }] });
    await publishFacts(t.db, evelyn, { facts: { ...factsOf(evelyn), feeSchedule: schedule }, verified: ["feeSchedule"], by: admin });
    const after = (await loadProvider(t.db, "evelyn"))!;
    expect(after.feeSchedule).toEqual(schedule);
    expect(Object.keys(after.verifiedAt)).toEqual(["feeSchedule"]);

    // A proposal changing something else leaves the schedule as it was.
    const proposal = await proposeFacts(t.db, "evelyn", { offices: "London" }, admin);
    expect(proposal.changes).toEqual({ offices: "London" });
    await decideOnProposal(t.db, after, { proposalId: proposal.id, approve: true, by: admin, reason: null });
    expect((await loadProvider(t.db, "evelyn"))!.feeSchedule).toEqual(schedule);

    const { feeSchedule: _omitted, ...older } = factsOf(getProvider("blu")!);
    await t.db.update(providerFacts).set({ facts: older }).where(eq(providerFacts.providerId, "blu"));
    const blu = (await loadProvider(t.db, "blu"))!;
    expect(blu.feeSchedule).toBeNull();
    expect(blu.blurb1).toBe(getProvider("blu")!.blurb1);
  });

  it("reads each firm's published services and names alone, as the full read gives them", async () => {
    // Before any read the rows are missing: the seeds' services and names are given.
    const first = await loadPublishedHeadlines(t.db);
    expect(first.services("saltus")).toEqual(getProvider("saltus")!.services);
    expect(first.short("saltus")).toBe(getProvider("saltus")!.nameForSL);
    expect(first.full("not-a-firm")).toBe("not-a-firm");

    const admin = await createTestUser(t.db);
    const saltus = (await loadProvider(t.db, "saltus"))!;
    await publishFacts(t.db, saltus, { facts: { ...factsOf(saltus), services: ["pensions"], name: "Saltus Renamed Partners", nameForSL: "Saltus Renamed" }, verified: [], by: admin });
    const published = await loadPublishedHeadlines(t.db);
    expect(published.services("saltus")).toEqual(["pensions"]);
    expect([published.full("saltus"), published.short("saltus")]).toEqual(["Saltus Renamed Partners", "Saltus Renamed"]);
    expect((await loadProviderNames(t.db)).short("saltus")).toBe("Saltus Renamed");
    // Read inside a transaction, which sees its own writes.
    let inTransaction = "";
    await t.db
      .transaction(async (tx) => {
        await tx.update(providerFacts).set({ facts: { ...factsOf(saltus), nameForSL: "Saltus in a transaction" } }).where(eq(providerFacts.providerId, "saltus"));
        inTransaction = (await loadProviderNames(tx)).short("saltus");
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(inTransaction).toBe("Saltus in a transaction");
    expect((await loadProvider(t.db, "saltus"))!.services).toEqual(["pensions"]);

    // A stored value that fails its check gives way to the seed's. Written behind the store's back:
    // the embedded database, written only through this process, keeps its read until a publish.
    await t.db.update(providerFacts).set({ facts: { ...factsOf(saltus), name: "Saltus Renamed Partners", services: ["Not a service"], nameForSL: "" } }).where(eq(providerFacts.providerId, "saltus"));
    if (driver === "pglite") {
      expect((await loadPublishedHeadlines(t.db)).services("saltus")).toEqual(["pensions"]);
      const lgt = (await loadProvider(t.db, "lgt"))!;
      await publishFacts(t.db, lgt, { facts: factsOf(lgt), verified: [], by: admin });
    }
    const afterBadWrite = await loadPublishedHeadlines(t.db);
    expect(afterBadWrite.services("saltus")).toEqual(getProvider("saltus")!.services);
    expect(afterBadWrite.short("saltus")).toBe(getProvider("saltus")!.nameForSL);
    expect(afterBadWrite.full("saltus")).toBe("Saltus Renamed Partners");
  });

});
