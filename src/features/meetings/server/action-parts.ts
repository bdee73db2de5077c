import "server-only";

import type { FormState } from "@/lib/validated-action";
import { FIRM_WORKSPACE, type FormReplies } from "@/server/action";
import type { MeetingOutcome } from "./meetings";

/** What every investor-side meeting action shares: any visitor (the handler asks for one), the meetings limit. */
export const INVESTOR_SIDE = { access: "visitor", limit: "meetings" } as const;

/** What every firm-side meeting action shares: the firm's workspace access, the meetings limit. */
export const FIRM_SIDE = { access: FIRM_WORKSPACE, limit: "meetings" } as const;

/** Said to an investor whose visit has no session, so the action cannot tell whose meeting it is. */
export const noVisitorMessage = (toDo: string) => `Please open this page from the link in our e-mail, or sign in, to ${toDo}.`;

/** A meeting outcome as the form's answer: done is sent, invalid marks its field, anything else is a form-level message. */
export function replyToOutcome<F extends string>(reply: FormReplies<F>, outcome: MeetingOutcome): FormState<F> {
  if (outcome.status === "done") return reply.sent(outcome.message);
  if (outcome.status === "invalid") return reply.invalid(outcome.field as F, outcome.message);
  return reply.failed(outcome.message);
}
