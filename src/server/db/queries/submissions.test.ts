import { expect, it } from "vitest";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { findSubmissionByUser, saveSubmission, type SubmissionInput } from "./submissions";

describeOnDatabases("questionnaire submissions", (t) => {

  const base = (userId: string): SubmissionInput => ({
    userId,
    answers: { pension: true, sippValue: 750000 },
    investableTotal: 750000,
    under300: false,
    introducer: null,
    match: { rule: "500k-1m", wealthManagers: ["saltus", "evelyn", "qc"], otherWm: ["canaccord", "brewin"], notWm: ["jhp"], reason: "Because." },
    startedAt: new Date("2026-01-01T10:00:00Z"),
    finishedAt: new Date("2026-01-01T10:04:00Z"),
  });

  it("creates one submission per visitor and updates it when they finish again", async () => {
    const userId = await createTestUser(t.db);
    const first = await saveSubmission(t.db, base(userId));
    expect(first.match?.wealthManagers).toEqual(["saltus", "evelyn", "qc"]);

    const second = await saveSubmission(t.db, { ...base(userId), investableTotal: 2500000, answers: { pension: true, sippValue: 3500000 } });
    expect(second.id).toBe(first.id);
    expect(second.investableTotal).toBe(2500000);

    const stored = await findSubmissionByUser(t.db, userId);
    expect(stored?.answers).toEqual({ pension: true, sippValue: 3500000 });
    expect(stored?.match?.otherWm).toEqual(["canaccord", "brewin"]);
  });

  it("keeps an unknown total as null and a missing match as null", async () => {
    const userId = await createTestUser(t.db);
    await saveSubmission(t.db, { ...base(userId), investableTotal: null, match: null });
    const stored = await findSubmissionByUser(t.db, userId);
    expect(stored?.investableTotal).toBeNull();
    expect(stored?.match).toBeNull();
  });

  it("refuses a submission for a visitor that does not exist", async () => {
    await expect(saveSubmission(t.db, base("nobody"))).rejects.toThrow();
  });
});
