import type { FormState } from "@/lib/validated-action";

/** The form-level message, announced to screen readers when it changes. */
export function FormStatus({ state }: { state: FormState }) {
  return (
    <p role="status" aria-live="polite" className={state.message ? "rounded-lg bg-red-50 px-4 py-3 text-sm font-semibold text-red-800" : "sr-only"}>
      {state.message}
    </p>
  );
}
