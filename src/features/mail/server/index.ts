import "server-only";

/** The mail feature's server API for other features: write mail to the outbox in your transaction. */
export { enqueueMail, listOutbox, type CalendarPart, type EnqueueResult, type Executor, type OutboxEntry, type OutgoingMail } from "./outbox";
export { mailLimits } from "./limits";
export { startLoop, type RunningLoop } from "./sender";
