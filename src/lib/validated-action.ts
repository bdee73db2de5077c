import type { z } from "zod";
import { hasUnsafeText } from "./text-safety";

/**
 * The pieces of a form's server action that the browser shares: the state `useActionState` keeps,
 * and how a submission is read and checked. Actions themselves are made with `formAction` and
 * its siblings (src/server/action.ts), which use these.
 */

/**
 * The state a form's server action hands back to `useActionState`. `values` always carries what
 * the visitor sent, so a form can show it again after an error: nothing typed is lost.
 */
export interface FormState<F extends string = string> {
  status: "idle" | "invalid" | "failed" | "sent";
  message: string;
  errors: Partial<Record<F, string>>;
  values: Record<F, string>;
}

export function initialFormState<F extends string>(fields: readonly F[], values: Partial<Record<F, string>> = {}): FormState<F> {
  return { status: "idle", message: "", errors: {}, values: Object.fromEntries(fields.map((f) => [f, values[f] ?? ""])) as Record<F, string> };
}

/**
 * A server action's form argument as FormData. Anyone can call an action with arguments of their
 * choosing (a hand-made request), so one that is not FormData is taken as an empty form: the
 * action then answers as for an empty submission, never with a server error.
 */
export function asFormData(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}

/** The named fields of a submission as text (a missing or non-text field is an empty string). */
export function formValues<F extends string>(formData: FormData, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => {
    const value = formData.get(field);
    return [field, typeof value === "string" ? value : ""];
  })) as Record<F, string>;
}

/** Parses the values once with `schema`; the first message per field is the one shown. */
export function validateForm<F extends string, S extends z.ZodType>(
  fields: readonly F[],
  schema: S,
  values: Record<F, string>,
): { ok: true; data: z.output<S> } | { ok: false; state: FormState<F> } {
  // A NUL character or broken Unicode is refused before the schema sees it: no person types
  // them, and the database could not store them.
  const unsafe = fields.filter((field) => hasUnsafeText(values[field]));
  if (unsafe.length > 0) {
    const errors = Object.fromEntries(unsafe.map((field) => [field, "Remove the hidden or broken characters from this field"])) as Partial<Record<F, string>>;
    const message = unsafe.length === 1 ? "Please correct the field marked below." : `Please correct the ${unsafe.length} fields marked below.`;
    return { ok: false, state: { status: "invalid", message, errors, values } };
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as readonly string[]).includes(field) && !errors[field as F]) errors[field as F] = issue.message;
  }
  const count = Object.keys(errors).length;
  return {
    ok: false,
    state: { status: "invalid", message: count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`, errors, values },
  };
}
