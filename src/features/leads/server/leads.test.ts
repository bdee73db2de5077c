import { expect, it } from "vitest";
import { defaultFormData } from "@/lib/form-data";
import { matchProviders } from "@/features/matching";
import { saveSubmission } from "@/server/db/queries/submissions";
import { listCallbacksByUser } from "@/server/db/queries/callbacks";
import { findLeadByUser } from "@/server/db/queries/leads";
import { createTestUser } from "@/testing/database";
import { describeOnDatabases } from "@/testing/database-suite";
import { askForCallback } from "./request-callback";
import { sendProfile } from "./send-profile";

// The operator's introductions desk, so that firms without a member can be introduced (read on first use).
process.env.INTRODUCTIONS_DESK = "desk@operator.test";

const profile = { firstName: " Ada ", lastName: "Lovelace", phoneNumber: "07911 123456", email: "ada+wm@example.london", terms: true, contactMethod: "phone", contactTime: "mornings" };
/** The profile with the last of the visitor's matched firms ticked. */
const withFirm = (match: { wealthManagers: string[] }, extra: Record<string, unknown> = {}) => ({ ...profile, firms: match.wealthManagers.slice(-1), ...extra });

describeOnDatabases("sending a profile and asking for callbacks", (t) => {

  async function visitorWithMatch(overrides: Partial<typeof defaultFormData>, total: number | null) {
    const userId = await createTestUser(t.db);
    const answers = { ...defaultFormData, ...overrides };
    const match = matchProviders(answers, { random: () => 0 });
    await saveSubmission(t.db, { userId, answers, investableTotal: total, under300: total !== null && total < 300_000, introducer: null, match, startedAt: null, finishedAt: new Date() });
    return { userId, match };
  }

  it("refuses a throwaway address and a phone number not in use, naming each field, and stores nothing", async () => {
    const { userId, match } = await visitorWithMatch({ investPortfolio: true, exactValue: 750_000, taxResidence: "DE" }, 750_000);
    const outcome = await sendProfile(t.db, userId, withFirm(match, { email: "ada@mailinator.com", phoneNumber: "01362683" }));
    expect(outcome.status).toBe("invalid");
    const issues = outcome.status === "invalid" ? outcome.issues : [];
    expect(issues.find((i) => i.field === "email")?.message).toContain("throwaway");
    expect(issues.find((i) => i.field === "phoneNumber")?.message).toContain("phone number");
    expect(await findLeadByUser(t.db, userId)).toBeNull();
  });

  it("needs a finished questionnaire first", async () => {
    const userId = await createTestUser(t.db);
    expect(await sendProfile(t.db, userId, profile)).toEqual({ status: "no-submission" });
  });

  it("stores a valid profile as a standard lead with the chosen ids, phone normalised", async () => {
    const { userId, match } = await visitorWithMatch({ investPortfolio: true, exactValue: 750_000, taxResidence: "GB" }, 750_000);
    const outcome = await sendProfile(t.db, userId, withFirm(match));
    expect(outcome.status).toBe("saved");
    const lead = await findLeadByUser(t.db, userId);
    expect(lead).toMatchObject({ segment: "standard", firstName: "Ada", phoneNumber: "+447911123456", email: "ada+wm@example.london", recs: match.wealthManagers });
  });

  it("puts under-£300k and unknown totals in the under-300k segment, using the residence's calling code", async () => {
    const small = await visitorWithMatch({ sigCash: true, sigCashValue: 125_000, taxResidence: "FR" }, 125_000);
    await sendProfile(t.db, small.userId, withFirm(small.match, { phoneNumber: "06 12 34 56 78" }));
    expect(await findLeadByUser(t.db, small.userId)).toMatchObject({ segment: "under-300k", phoneNumber: "+33612345678" });

    const unknown = await visitorWithMatch({}, null);
    await sendProfile(t.db, unknown.userId, withFirm(unknown.match));
    expect((await findLeadByUser(t.db, unknown.userId))?.segment).toBe("under-300k");
  });

  it("refuses bad input field by field and stores nothing", async () => {
    const { userId } = await visitorWithMatch({ investPortfolio: true, exactValue: 750_000 }, 750_000);
    const outcome = await sendProfile(t.db, userId, { firstName: "", lastName: "L", phoneNumber: "12", email: "ada@", terms: false });
    expect(outcome.status).toBe("invalid");
    if (outcome.status !== "invalid") return;
    expect(outcome.issues.map((i) => i.field).sort()).toEqual(["contactMethod", "contactTime", "email", "firms", "firstName", "phoneNumber", "terms"]);
    expect(outcome.issues.find((i) => i.field === "firms")?.message).toBe("Tick at least one firm to send your details to");
    expect(outcome.issues.find((i) => i.field === "firstName")?.message).toBe("Enter your first name");
    expect(await findLeadByUser(t.db, userId)).toBeNull();
  });

  it("takes one callback per matched provider, answering the first date when asked again", async () => {
    const { userId, match } = await visitorWithMatch({ investPortfolio: true, exactValue: 750_000 }, 750_000);
    const [firstId, secondId] = match.wealthManagers;
    expect(await askForCallback(t.db, userId, { providerId: firstId })).toMatchObject({ status: "no-lead" });
    await sendProfile(t.db, userId, withFirm(match));

    const first = await askForCallback(t.db, userId, { providerId: firstId });
    expect(first).toMatchObject({ status: "created", providerId: firstId });
    const again = await askForCallback(t.db, userId, { providerId: firstId });
    expect(again.status).toBe("already-requested");
    if (again.status !== "already-requested" || first.status !== "created") return;
    expect(again.requestedAt).toEqual(first.requestedAt);
    expect(again.message).toMatch(/^You already asked Saltus to contact you on \d+(st|nd|rd|th) \w{3} \d{4}/);
    await askForCallback(t.db, userId, { providerId: secondId });
    expect((await listCallbacksByUser(t.db, userId)).map((c) => c.providerId)).toEqual([firstId, secondId]);
  });

  it("refuses providers that are unknown or not among the visitor's matches", async () => {
    const { userId, match } = await visitorWithMatch({ investPortfolio: true, exactValue: 750_000 }, 750_000);
    await sendProfile(t.db, userId, withFirm(match));
    expect(await askForCallback(t.db, userId, {})).toMatchObject({ status: "invalid", issues: [{ field: "providerId" }] });
    expect(await askForCallback(t.db, userId, { providerId: "nobody" })).toMatchObject({ status: "invalid" });
    const notMatched = match.notWm[0];
    expect(await askForCallback(t.db, userId, { providerId: notMatched })).toMatchObject({
      status: "invalid",
      issues: [{ field: "providerId", message: expect.stringMatching(/is not one of your matches$/) }],
    });
    expect(await listCallbacksByUser(t.db, userId)).toEqual([]);
  });
});
