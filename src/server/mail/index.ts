import "server-only";

/** Mail for every part of the site: write mail to the outbox in the transaction of its cause; `compose.ts` writes the bodies. */
export { enqueueMail, listOutbox, type Executor, type OutboxEntry } from "./outbox";
export { mailLimits } from "./limits";
export { startLoop, type RunningLoop } from "./sender";
