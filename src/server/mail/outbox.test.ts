import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { outbox } from "@/server/db/schema";
import { describeOnDatabases } from "@/testing/database-suite";
import { claimDueMail, enqueueMail, GIVE_UP_AFTER_MS, listOutbox, markAttemptFailed, markDelivered, triedForMs } from "./outbox";

describeOnDatabases("the outbox as the operator reads it", (t) => {

  it("never shows a live reset link to anyone but its recipient", async () => {
    const link = "http://127.0.0.1:3000/reset-password/SecretToken1234567890abcd?callbackURL=%2Faccount%2Freset-password";
    await enqueueMail(t.db, { kind: "password-reset", to: "Member@Example.test", subject: "Choose a new password", text: `Choose one: ${link}`, html: `<a href="${link}">Choose</a>` });
    const asAdmin = await listOutbox(t.db, { limit: 10, offset: 0, viewerEmail: "admin@example.test" });
    expect(JSON.stringify(asAdmin.rows)).not.toContain("SecretToken1234567890abcd");
    expect(asAdmin.rows[0]?.text).toContain("link hidden");
    const asRecipient = await listOutbox(t.db, { limit: 10, offset: 0, viewerEmail: "member@example.test" });
    expect(asRecipient.rows[0]?.text).toContain(link);
  });

  it("keeps no working link in a mail's copy once it has been sent or given up", async () => {
    const link = (token: string) => `http://127.0.0.1:3000/introductions/confirm?token=${token}`;
    const write = (to: string, token: string) => enqueueMail(t.db, { kind: "introduction-confirm-email", to, subject: "Please confirm", text: `Confirm: ${link(token)}`, html: `<a href="${link(token)}">Confirm</a>` });
    await write("sent@example.test", "SentTokenAbcdefghijklmnop");
    await write("retried@example.test", "RetriedTokenAbcdefghijklm");
    await write("failed@example.test", "FailedTokenAbcdefghijklmn");
    const claimed = await claimDueMail(t.db, { limit: 10, leaseMs: 60_000 });
    const byRecipient = (to: string) => claimed.find((mail) => mail.to === to)!;
    await markDelivered(t.db, byRecipient("sent@example.test"));
    await markAttemptFailed(t.db, byRecipient("retried@example.test"), "connection refused");
    // A mail tried for a day is given up: its copy loses its link like a sent one.
    const failed = { ...byRecipient("failed@example.test"), attempts: 1 };
    while (triedForMs(failed.attempts) <= GIVE_UP_AFTER_MS) failed.attempts += 1;
    expect(await markAttemptFailed(t.db, failed, "mailbox unavailable")).toBe("failed");

    const stored = async (to: string) => (await t.db.select({ text: outbox.textBody, html: outbox.htmlBody }).from(outbox).where(eq(outbox.recipient, to)))[0]!;
    for (const [to, token] of [["sent@example.test", "SentTokenAbcdefghijklmnop"], ["failed@example.test", "FailedTokenAbcdefghijklmn"]] as const) {
      const copy = await stored(to);
      expect(JSON.stringify(copy)).not.toContain(token);
      expect(copy.text).toContain("link removed from our copy");
      expect(copy.html).toContain("link removed from our copy");
    }
    // Still to be sent: its link stays, or the retry would mail a dead one.
    expect((await stored("retried@example.test")).text).toContain(link("RetriedTokenAbcdefghijklm"));
  });
});
