import { expect, it } from "vitest";
import { describeOnDatabases } from "@/testing/database-suite";
import { enqueueMail, listOutbox } from "./outbox";

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
});
