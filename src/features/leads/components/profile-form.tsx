"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { routes } from "@/config/routes";
import { readJson, remove, storageKeys, writeJson } from "@/lib/browser-storage";
import { emptyDraft, fieldMessages, profileSchema, restoreDraft, type ProfileDraft, type ProfileField } from "../schema";

type Errors = Partial<Record<ProfileField | "form", string>>;

interface SentProfile {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

const TEXT_FIELDS: { name: Exclude<ProfileField, "terms">; label: string; type: string; autoComplete: string }[] = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "phoneNumber", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "email", label: "E-mail address", type: "email", autoComplete: "email" },
];

/**
 * The profile form (SPEC §3 profileData): what the visitor types is kept in browser storage on
 * every change until it is sent, checked here with the same schema the server uses, and sent to
 * POST /api/leads. Server messages land on the same fields.
 */
export function ProfileForm({ callingCode, recs, sent }: { callingCode: string; recs: string[]; sent: SentProfile | null }) {
  const router = useRouter();
  const [draft, setDraft] = useState<ProfileDraft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState(sent === null);
  const [justSent, setJustSent] = useState<SentProfile | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    // Browser storage is only readable after hydration; restoring it here keeps server and client markup equal.
    const restored = restoreDraft(readJson(storageKeys.profileData));
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft({ ...restored, recs });
  }, [recs]);

  function update<K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) {
    const next = { ...draft, [field]: value, recs };
    setDraft(next);
    writeJson(storageKeys.profileData, next);
    if (errors[field as ProfileField]) setErrors({ ...errors, [field]: undefined });
  }

  function showErrors(next: Errors) {
    setErrors(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { recs: _recs, ...fields } = draft;
    const checked = profileSchema(callingCode).safeParse(fields);
    if (!checked.success) return showErrors(fieldMessages(checked.error.issues));

    setSending(true);
    try {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify(fields),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; issues?: { field: string; message: string }[] };
      if (response.status === 400 && body.issues?.length) {
        return showErrors(Object.fromEntries(body.issues.map((i) => [i.field, i.message])));
      }
      if (!response.ok) return showErrors({ form: body.error ?? "We could not send your details just now. Please try again." });

      remove(storageKeys.profileData);
      setErrors({});
      const { firstName, lastName, email, phoneNumber } = checked.data;
      setJustSent({ firstName, lastName, email, phoneNumber });
      setEditing(false);
      router.refresh();
    } catch {
      showErrors({ form: "We could not reach our server. Your details are still here: please try again." });
    } finally {
      setSending(false);
    }
  }

  const confirmed = justSent ?? sent;
  if (!editing && confirmed) {
    return (
      <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <p className="font-semibold text-brand-900">Thank you, {confirmed.firstName}. We have your details.</p>
        <p className="mt-2 text-sm text-ink">
          Your matches can reach you on {confirmed.phoneNumber} or at {confirmed.email}. Ask any of them to call you below.
        </p>
        <button
          type="button"
          onClick={() => {
            // Start from what was sent unless the visitor has an unsent draft.
            if (!draft.firstName && !draft.email) setDraft({ ...confirmed, terms: false, recs });
            setEditing(true);
          }} className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2">
          Change my details
        </button>
      </div>
    );
  }

  const messages = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-sm text-muted">
        We pass your details only to the firms you were matched with. All fields are required.
      </p>
      {messages.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 outline-none">
          <h3 className="font-semibold text-red-800">Please check your details</h3>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {messages.map(([field, message]) => (
              <li key={field}>
                {field === "form" ? message : <a href={`#${id}-${field}`} className="text-red-800 underline">{message}</a>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="block text-sm font-semibold text-ink">
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={draft[field.name]}
              onChange={(e) => update(field.name, e.target.value)}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
              className="mt-1 block w-full rounded-lg border border-muted/50 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700"
            />
            {errors[field.name] && (
              <p id={`${id}-${field.name}-error`} className="mt-1 text-sm text-red-800">
                {errors[field.name]}
              </p>
            )}
          </div>
        ))}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-terms`}
            name="terms"
            type="checkbox"
            checked={draft.terms}
            onChange={(e) => update("terms", e.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            className="mt-1 size-5 accent-brand-700"
          />
          <label htmlFor={`${id}-terms`} className="text-sm text-ink">
            I accept the{" "}
            <Link href={routes.terms.termsAndConditions} className="text-brand-700 underline underline-offset-2">
              terms and conditions
            </Link>{" "}
            and the{" "}
            <Link href={routes.terms.privacyPolicy} className="text-brand-700 underline underline-offset-2">
              privacy policy
            </Link>
            .
          </label>
        </div>
        {errors.terms && (
          <p id={`${id}-terms-error`} className="mt-1 text-sm text-red-800">
            {errors.terms}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {sending ? "Sending…" : "Send my details"}
      </button>
    </form>
  );
}
