import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { hasUnsafeText } from "./text-safety";
import { logFailure } from "@/server/log";

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

/**
 * A server action for `useActionState`: reads `fields` from the form, validates them with
 * `schema`, and runs `handle` only on valid input. A failure inside `handle` is logged with
 * `context` and answered with `failureMessage`, keeping the visitor's values.
 */
export function validatedAction<F extends string, S extends z.ZodType>(
  options: { fields: readonly F[]; schema: S; context: string; failureMessage: string },
  handle: (data: z.output<S>, values: Record<F, string>) => Promise<FormState<F>>,
): (previous: FormState<F>, formData: FormData) => Promise<FormState<F>> {
  return async (_previous, formData) => {
    const values = formValues(asFormData(formData), options.fields);
    const checked = validateForm(options.fields, options.schema, values);
    if (!checked.ok) return checked.state;
    try {
      return await handle(checked.data, values);
    } catch (error) {
      unstable_rethrow(error); // redirect() and notFound() are not failures
      logFailure(options.context, error);
      return { status: "failed", message: options.failureMessage, errors: {}, values };
    }
  };
}
