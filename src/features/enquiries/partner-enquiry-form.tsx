"use client";

import { useActionState, useEffect, useRef } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { routes } from "@/config/routes";
import { submitTo } from "@/lib/submit-action";
import { initialFormState } from "@/lib/validated-action";
import { sendPartnerEnquiry } from "./actions/send-partner-enquiry";

const fields = ["name", "organisation", "email", "phone", "website", "message"] as const;

/**
 * The affiliate partnerships enquiry. On an error the server hands back what was typed. With scripts
 * off the form posts to this page, which answers it (the permalink), and a sent enquiry goes on to
 * the "Enquiry sent" page.
 */
export function PartnerEnquiryForm() {
  const [state, formAction, pending] = useActionState(sendPartnerEnquiry, initialFormState(fields), routes.affiliatePartnerships);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== "idle") notice.current?.focus();
  }, [state]);

  if (state.status === "sent") {
    return (
      <div ref={notice} tabIndex={-1} role="status" className="rounded-2xl bg-brand-50 p-6 outline-none ring-1 ring-brand-200">
        <h3 className="font-serif text-2xl font-semibold text-brand-900">Enquiry sent</h3>
        <p className="mt-2">{state.message}</p>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={submitTo(formAction)} noValidate className="grid gap-5 sm:grid-cols-2">
      {state.message && <ErrorSummary ref={notice} message={state.message} errors={state.errors} fields={fields} idOf={(field) => `partner-${field}`} className="sm:col-span-2" />}
      <FormField id="partner-name" name="name" label="Your name" autoComplete="name" defaultValue={state.values.name} error={state.errors.name} />
      <FormField id="partner-organisation" name="organisation" label="Organisation" autoComplete="organization" defaultValue={state.values.organisation} error={state.errors.organisation} />
      <FormField id="partner-email" name="email" type="email" label="E-mail address" autoComplete="email" defaultValue={state.values.email} error={state.errors.email} />
      <FormField id="partner-phone" name="phone" type="tel" label="Phone number (optional)" autoComplete="tel" defaultValue={state.values.phone} error={state.errors.phone} />
      <FormField id="partner-website" name="website" label="Website (optional)" autoComplete="url" className="sm:col-span-2" defaultValue={state.values.website} error={state.errors.website} />
      <FormField
        id="partner-message"
        name="message"
        label="About your organisation and the partnership you have in mind"
        multiline
        rows={5}
        className="sm:col-span-2"
        defaultValue={state.values.message}
        error={state.errors.message}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={pending} className="inline-flex h-12 items-center rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
          {pending ? "Sending…" : "Send enquiry"}
        </button>
      </div>
    </form>
  );
}
