import "server-only";

import type { Database } from "@/server/db/client";
import { escapeControl, logFailure, withoutAddresses } from "@/server/log";
import { claimDueMail, markAttemptFailed, markDelivered } from "./outbox";
import type { MailTransport } from "./transport";

const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * One pass of the sender: claims what is due and hands each mail to SMTP. A mail that cannot be
 * sent stays in the outbox for the next try; nothing is deleted.
 */
export async function deliverDueMail(database: Database, transport: MailTransport, options: { now?: () => Date } = {}): Promise<DeliveryReport> {
  const now = options.now ?? (() => new Date());
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueMail(database, { limit: BATCH, leaseMs: LEASE_MS, now: now() });
    if (batch.length === 0) return report;
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await markDelivered(database, mail, now());
        report.delivered += 1;
      } catch (error) {
        // Kept with the mail in the outbox, where staff read it; the log gets it without the
        // addresses a refusal quotes (the recipient's is personal data), and the mail's id.
        const message = error instanceof Error ? error.message : String(error);
        const outcome = await markAttemptFailed(database, mail, message, now());
        report[outcome === "failed" ? "failed" : "retrying"] += 1;
        if (outcome === "failed") console.error(`[mail] gave up on mail ${mail.id} after ${mail.attempts} tries: ${escapeControl(withoutAddresses(message))}`);
        // One failure usually means the server is down: stop this pass and let backoff work
        // (the rest of the batch counts it as a try, so their backoff grows together).
        const rest = batch.slice(batch.indexOf(mail) + 1);
        for (const other of rest) report[(await markAttemptFailed(database, other, `not tried: ${message}`, now())) === "failed" ? "failed" : "retrying"] += 1;
        return report;
      }
    }
    if (batch.length < BATCH) return report;
  }
}

export interface RunningLoop {
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs` until stopped, never two at once. Errors are logged, without
 * personal data (src/server/log.ts), and the loop goes on (a database that is briefly away must
 * not end mail delivery).
 */
export function startLoop(name: string, intervalMs: number, tick: () => Promise<unknown>): RunningLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = (async () => {
      try {
        await tick();
      } catch (error) {
        // A failed query's message lists its parameters: logFailure keeps the statement only.
        logFailure(name, error);
      }
      if (!stopped) timer = setTimeout(run, intervalMs).unref();
    })();
  };
  run();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
