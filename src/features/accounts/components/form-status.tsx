import type { ReactNode, Ref } from "react";
import type { FormState } from "@/lib/validated-action";

/**
 * The form-level message above the fields, announced to screen readers when it changes. `ref` is
 * `useAnswerFocus(state, null).message` (src/lib/use-form-answer.ts): focus goes to it after each answer.
 */
export function FormStatus({ state, ref }: { state: FormState; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      className={state.message ? "rounded-lg bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 outline-none" : "sr-only"}
    >
      {state.message}
    </p>
  );
}

/** What a form shows in its place once it has been sent; focus goes to it through the same `ref` as the form's `FormStatus`. */
export function SentMessage({ message, ref }: { message: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} tabIndex={-1} role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800 outline-none">
      {message}
    </p>
  );
}

/** An accounts form's submit button: `busy` while the action runs, and the full width unless `fullWidth` is false. */
export function SubmitButton({ pending, busy, fullWidth = true, children }: { pending: boolean; busy: string; fullWidth?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`${fullWidth ? "w-full " : ""}rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70`}
    >
      {pending ? busy : children}
    </button>
  );
}
