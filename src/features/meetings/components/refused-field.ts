import { useAnswerFocus } from "@/lib/use-form-answer";
import type { FormState } from "@/lib/validated-action";

/**
 * The meeting forms show their message after their fields: a refusal says "marked" rather than the
 * summary's "marked below", each field says what is wrong beside itself, and focus goes to the
 * first one marked (`aria-invalid`) so that a keyboard or screen-reader user lands on it.
 */
export function refusalMessage(state: FormState): string {
  if (state.status !== "invalid") return state.message;
  const count = Object.keys(state.errors).length;
  return count > 1 ? `Please correct the ${count} fields marked.` : "Please correct the field marked.";
}

/**
 * After each answer, focus on the first field a refusal marked in the form that holds the returned
 * element; with none marked (a failure, or a field the page does not show), on the message itself,
 * which then says why; a success said here (the firm's forms) takes focus too.
 */
export function useFocusRefused(state: FormState) {
  return useAnswerFocus(state).message;
}
