import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { outbox } from "@/server/db/schema";
import { describeOnDatabases } from "@/testing/database-suite";
import { startMailCatcher, type MailCatcher } from "@/testing/mail-catcher";
import { composeMail } from "./compose";
import { enqueueMail, GIVE_UP_AFTER_MS, retryDelayMs } from "./outbox";
import { deliverDueMail } from "./sender";
import { smtpTransport } from "./transport";

const FROM = "Wealth Match <hello@wealthmatch.test>";

function mail(to: string, n = 0) {
  return { kind: "introduction-confirmation" as const, to, ...composeMail({ subject: `Hello ${n}`, greeting: "Dear Ada,", paragraphs: [`Message number ${n}, with a long link.`], action: { label: "Open", url: `https://example.test/a?token=AB${n}CDEF0123456789&x=1` } }) };
}

describe("retry timing", () => {
  it("backs off exponentially and caps the wait", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(2 * 60 * 60 * 1000);
  });
});

describeOnDatabases("the outbox and its sender", (t) => {
  let smtp: MailCatcher;
  beforeAll(async () => {
    smtp = await startMailCatcher();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  beforeEach(async () => {
    await t.db.delete(outbox);
    smtp.mails.length = 0;
    if (!(await canConnect(smtp.port))) await smtp.start();
  });

  it("keeps mail only when its cause commits, and delivers a plain-text and an HTML part", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, mail("lost@example.test"));
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    await t.db.transaction(async (tx) => enqueueMail(tx, mail("ada@example.test", 1)));

    const transport = smtpTransport(smtp.url, FROM);
    expect(await deliverDueMail(t.db, transport)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    transport.close();
    expect(smtp.mails).toHaveLength(1);
    const received = smtp.mails[0]!;
    expect(received.to).toEqual(["ada@example.test"]);
    expect(received.subject).toBe("Hello 1");
    expect(received.body).toContain("Content-Type: text/plain");
    expect(received.body).toContain("Content-Type: text/html");
    expect(received.body).toContain("Open: https://example.test/a?token=AB1CDEF0123456789&x=1");
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("counts a mail as due in the millisecond it was written, on a clock that reads whole milliseconds", async () => {
    await enqueueMail(t.db, mail("prompt@example.test"));
    // The row's own stamp as JavaScript reads it: the database's microseconds cut to the millisecond.
    const [row] = await t.db.select({ createdAt: outbox.createdAt }).from(outbox);
    const transport = smtpTransport(smtp.url, FROM);
    expect(await deliverDueMail(t.db, transport, { now: () => row!.createdAt })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    transport.close();
  });

  it("sends mail in the order it fell due, whatever order the database holds it in", async () => {
    // Written 0 to 5; due in the opposite order (as retries can be), so the rows' own order is not it.
    for (let n = 0; n < 6; n++) await t.db.transaction(async (tx) => enqueueMail(tx, mail(`ordered${n}@example.test`, n)));
    const rows = await t.db.select({ id: outbox.id, subject: outbox.subject }).from(outbox);
    const start = Date.now() - 60_000;
    for (const row of rows) {
      const n = Number(row.subject.replace("Hello ", ""));
      await t.db.update(outbox).set({ nextAttemptAt: new Date(start + (5 - n) * 1000) }).where(eq(outbox.id, row.id));
    }
    const transport = smtpTransport(smtp.url, FROM);
    expect(await deliverDueMail(t.db, transport)).toEqual({ delivered: 6, retrying: 0, failed: 0 });
    transport.close();
    expect(smtp.mails.map((m) => m.subject)).toEqual(["Hello 5", "Hello 4", "Hello 3", "Hello 2", "Hello 1", "Hello 0"]);
  });

  it("loses nothing while the SMTP server is down and delivers each mail once when it is back", async () => {
    await smtp.stop();
    await enqueueMail(t.db, [mail("one@example.test", 1), mail("two@example.test", 2)]);
    const transport = smtpTransport(smtp.url, FROM);
    let clock = Date.now();
    const now = () => new Date(clock);

    const down = await deliverDueMail(t.db, transport, { now });
    expect(down.delivered).toBe(0);
    expect(down.retrying).toBe(2);
    expect((await t.db.select().from(outbox)).map((r) => r.status)).toEqual(["pending", "pending"]);
    // Not yet due: nothing is tried again before the backoff has passed.
    expect(await deliverDueMail(t.db, transport, { now })).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    await smtp.start();
    clock += retryDelayMs(1) + 1;
    expect((await deliverDueMail(t.db, transport, { now })).delivered).toBe(2);
    expect(await deliverDueMail(t.db, transport, { now })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    transport.close();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(["one@example.test", "two@example.test"]);
  });

  it("gives up after 24 hours of failures and says so in the outbox", async () => {
    await smtp.stop();
    await enqueueMail(t.db, mail("late@example.test"));
    const transport = smtpTransport(smtp.url, FROM);
    let clock = Date.now();
    const now = () => new Date(clock);
    let failed = 0;
    for (let i = 0; i < 40 && failed === 0; i += 1) {
      failed = (await deliverDueMail(t.db, transport, { now })).failed;
      clock += 2 * 60 * 60 * 1000 + 1;
    }
    transport.close();
    const row = (await t.db.select().from(outbox).where(eq(outbox.recipient, "late@example.test")))[0]!;
    expect(row.status).toBe("failed");
    expect(row.lastError).toBeTruthy();
    expect(clock - row.createdAt.getTime()).toBeGreaterThan(GIVE_UP_AFTER_MS - 3 * 60 * 60 * 1000);
  });

  it("tries mail written before any mail server was set for a whole day, however old it is", async () => {
    await smtp.stop();
    await enqueueMail(t.db, mail("waited@example.test"));
    // Written three days ago, while no mail server was set.
    await t.db.update(outbox).set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) }).where(eq(outbox.recipient, "waited@example.test"));
    const transport = smtpTransport(smtp.url, FROM);
    const result = await deliverDueMail(t.db, transport, { now: () => new Date() });
    transport.close();
    expect(result.failed).toBe(0);
    const row = (await t.db.select().from(outbox).where(eq(outbox.recipient, "waited@example.test")))[0]!;
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
  });

  it("logs a refusal without the address it quotes, which stays in the outbox for staff", async () => {
    // A mail server that refuses the recipient, quoting the address as real servers do.
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: no such user`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const port = (refusing.server.address() as AddressInfo).port;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await enqueueMail(t.db, mail("no-such-user@example.test"));
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, FROM);
      let clock = Date.now();
      let failed = 0;
      for (let i = 0; i < 40 && failed === 0; i += 1) {
        failed = (await deliverDueMail(t.db, transport, { now: () => new Date(clock) })).failed;
        clock += 2 * 60 * 60 * 1000 + 1;
      }
      transport.close();
      expect(failed).toBe(1);
      const row = (await t.db.select().from(outbox).where(eq(outbox.recipient, "no-such-user@example.test")))[0]!;
      expect(row.lastError).toContain("no-such-user@example.test");
      const logged = errors.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(logged).toContain(`gave up on mail ${row.id}`);
      expect(logged).toContain("Recipient address rejected");
      expect(logged).not.toContain("no-such-user");
    } finally {
      errors.mockRestore();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it("two senders working at once deliver every mail exactly once", async () => {
    const count = 45;
    await enqueueMail(t.db, Array.from({ length: count }, (_, i) => mail(`reader${i}@example.test`, i)));
    const a = smtpTransport(smtp.url, FROM);
    const b = smtpTransport(smtp.url, FROM);
    const [ra, rb] = await Promise.all([deliverDueMail(t.db, a), deliverDueMail(t.db, b)]);
    a.close();
    b.close();
    expect(ra.delivered + rb.delivered).toBe(count);
    const recipients = smtp.mails.map((m) => m.to[0]);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
  });
});

async function canConnect(port: number): Promise<boolean> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
