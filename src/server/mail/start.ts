import "server-only";

import { serverEnv } from "@/config/env";
import { db } from "@/server/db/client";
import { deliverDueMail, startLoop, type RunningLoop } from "./sender";
import { smtpTransport } from "./transport";

const holder = globalThis as unknown as { __mailSender?: RunningLoop };

/**
 * Starts this process's mail sender (once). Without SMTP_URL there is none: mail waits in the
 * outbox, where admins read it at /sales-portal/outbox, and goes out once a server is configured.
 */
export function startMailSender(): void {
  const env = serverEnv();
  if (!env.SMTP_URL || holder.__mailSender) {
    if (!env.SMTP_URL) console.log("[mail] SMTP_URL is not set: mail waits in the outbox (/sales-portal/outbox)");
    return;
  }
  const transport = smtpTransport(env.SMTP_URL, env.MAIL_FROM);
  holder.__mailSender = startLoop("mail", env.MAIL_POLL_SECONDS * 1000, async () => deliverDueMail(await db(), transport));
  console.log("[mail] sender started");
}
