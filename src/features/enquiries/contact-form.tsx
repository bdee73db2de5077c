"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { useAppContext } from "@/components/app-context";
import { routes } from "@/config/routes";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { readJson, remove, storageKeys, writeJson } from "@/lib/browser-storage";
import { replayEarlyPress } from "@/lib/early-press";
import { submitTo } from "@/lib/submit-action";
import { initialFormState } from "@/lib/validated-action";
import { sendContactMessage } from "./actions/send-contact-message";
import { MESSAGE_MAX_LENGTH } from "./limits";

const fields = ["firstName", "lastName", "phone", "email", "message"] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const FIELD_IDS: Record<Field, string> = { firstName: "contact-first-name", lastName: "contact-last-name", phone: "contact-phone", email: "contact-email", message: "contact-message" };

const empty: Values = { firstName: "", lastName: "", phone: "", email: "", message: "" };

/** contactUsData as saved by an earlier visit; anything unexpected in storage is ignored. */
function savedValues(): Values | null {
  const saved = readJson(storageKeys.contactUsData);
  if (typeof saved !== "object" || saved === null) return null;
  const record = saved as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, typeof record[f] === "string" ? record[f] : ""])) as Values;
}

/** The fields' text as the page shows it. */
function formFieldValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")])) as Values;
}

/**
 * docs/product.md, "The questionnaire": what the visitor types is saved under contactUsData on every change and
 * restored on return, until the message is sent. The server validates and stores it.
 */
export function ContactForm() {
  // With scripts off the form posts to this page, which answers it (the permalink): the fields then
  // start from what was sent, so a refused message keeps its text, and a sent one goes on to the
  // "Message sent" page, which a reload cannot send again.
  const [state, formAction, pending] = useActionState(sendContactMessage, initialFormState(fields), routes.contactUs);
  const [values, setValues] = useState<Values>(() => ({ ...state.values }));
  const { setLoading } = useAppContext();
  const confirmation = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  const form = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    // What the visitor typed before React took the page over is in the fields, not yet in state:
    // it wins over what an earlier visit saved.
    const typed = form.current ? formFieldValues(form.current) : empty;
    const saved = savedValues() ?? empty;
    const merged = Object.fromEntries(fields.map((f) => [f, typed[f] || saved[f]])) as Values;
    // Restoring browser storage can only happen after hydration.
    setValues(merged);
    if (fields.some((f) => typed[f])) writeJson(storageKeys.contactUsData, merged);
    setRestored(true);
  }, []);

  // A press of "Send message" made before React took the page over (src/lib/early-press.ts) is
  // sent once the fields show everything restored.
  useEffect(() => {
    if (restored) replayEarlyPress(form.current);
  }, [restored]);

  useEffect(() => {
    setLoading(pending);
    return () => setLoading(false);
  }, [pending, setLoading]);

  useEffect(() => {
    if (state.status === "sent") {
      remove(storageKeys.contactUsData);
      confirmation.current?.focus();
    } else if (state.status === "invalid" || state.status === "failed") {
      summary.current?.focus();
    }
  }, [state]);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    writeJson(storageKeys.contactUsData, next);
  }

  if (state.status === "sent") {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className="rounded-2xl bg-brand-50 p-6 outline-none ring-1 ring-brand-200">
        <h2 className="font-serif text-2xl font-semibold text-brand-900">Message sent</h2>
        <p className="mt-2">{state.message}</p>
      </div>
    );
  }

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: state.errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
  });

  return (
    <form ref={form} action={formAction} data-early-press onSubmit={submitTo(formAction)} noValidate className="grid gap-5 sm:grid-cols-2" aria-describedby="contact-form-note">
      <p id="contact-form-note" className="text-sm text-muted sm:col-span-2">
        Every field but the phone number is needed.<span data-needs-scripts> What you type is kept on this device until your message is sent.</span>
      </p>
      {state.message && <ErrorSummary ref={summary} message={state.message} errors={state.errors} fields={fields} idOf={(field) => FIELD_IDS[field]} className="sm:col-span-2" />}
      <FormField id={FIELD_IDS.firstName} label="First name" autoComplete="given-name" {...bind("firstName")} />
      <FormField id={FIELD_IDS.lastName} label="Last name" autoComplete="family-name" {...bind("lastName")} />
      <FormField id={FIELD_IDS.phone} label="Phone number (optional)" type="tel" autoComplete="tel" hint="UK numbers can start with 0; others with +" {...bind("phone")} />
      <FormField id={FIELD_IDS.email} label="E-mail address" type="email" autoComplete="email" {...bind("email")} />
      <FormField
        id={FIELD_IDS.message}
        label="Message"
        multiline
        rows={6}
        className="sm:col-span-2"
        // Counted as typed, so the limit is known before sending.
        hint={`${values.message.length.toLocaleString("en-GB")} of ${MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters`}
        {...bind("message")}
        onChange={(event) => change("message", event.target.value)}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className="inline-flex h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {pending ? "Sending…" : "Send message"}
        </button>
      </div>
    </form>
  );
}
