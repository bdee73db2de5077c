import "server-only";

import type { FormState } from "@/lib/validated-action";
import type { FormReplies } from "@/server/action";
import type { MeetingOutcome } from "./meetings";

/** Said to an investor whose visit has no session, so the action cannot tell whose meeting it is. */
export const noVisitorMessage = (toDo: string) => `Please open this page from the link in our e-mail, or sign in, to ${toDo}.`;

/** A meeting outcome as the form's answer: done is sent, invalid marks its field, anything else is a form-level message. */
export function replyToOutcome<F extends string>(reply: FormReplies<F>, outcome: MeetingOutcome): FormState<F> {
  if (outcome.status === "done") return reply.sent(outcome.message);
  if (outcome.status === "invalid") return reply.invalid(outcome.field as F, outcome.message);
  return reply.failed(outcome.message);
}
