import type { ReactNode } from "react";
import type { FormState } from "@/lib/validated-action";

/** The form-level message, announced to screen readers when it changes. */
export function FormStatus({ state }: { state: FormState }) {
  return (
    <p role="status" aria-live="polite" className={state.message ? "rounded-lg bg-red-50 px-4 py-3 text-sm font-semibold text-red-800" : "sr-only"}>
      {state.message}
    </p>
  );
}

/** What a form shows in its place once it has been sent. */
export function SentMessage({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
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
