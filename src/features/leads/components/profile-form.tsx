"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { routes } from "@/config/routes";
import { readJson, remove, storageKeys, writeJson } from "@/lib/browser-storage";
import { replayEarlyPress } from "@/lib/early-press";
import { CONTACT_METHODS, CONTACT_TIMES, contactMethodLabel, contactTimeLabel, type ContactMethod, type ContactTime } from "@/lib/contact-preferences";
import { site } from "@/config/site";
import { ErrorSummary } from "@/components/ui/error-summary";
import { listInWords } from "@/lib/words";
import { emptyDraft, restoreDraft, type ProfileDraft, type ProfileField } from "../draft";
import { errorAnchor, firmChoice, type MatchedFirm } from "../firm-choice";
import { IntroductionsList, type FirmIntroduction } from "./introductions-list";

/** The form's checks (zod, the phone-number rules), loaded as the visitor starts on the form. */
const loadChecks = () => import("../check-profile");

type Errors = Partial<Record<ProfileField | "firms" | "contactMethod" | "contactTime" | "form", string>>;
/** The form's fields top to bottom, for the error summary. */
const FIELD_ORDER: readonly (keyof Errors)[] = ["form", "firms", "firstName", "lastName", "phoneNumber", "email", "contactMethod", "contactTime", "terms"];

interface SentProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** The address the visitor last confirmed: the one firms see while a newer `email` waits for confirmation. */
  confirmedEmail: string | null;
  phoneNumber: string;
  /** The number as people read it (+44 7911 123456): formatted where the phone rules are loaded. */
  phoneShown: string;
  contactMethod: ContactMethod | null;
  contactTime: ContactTime | null;
  /** The confirmation link the profile waits on: out (`mailed`), held back by the address's hourly mail limit (`held`), or none. */
  confirmLink: "mailed" | "held" | null;
}

const TEXT_FIELDS: { name: Exclude<ProfileField, "terms">; label: string; type: string; autoComplete: string }[] = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "phoneNumber", label: "Phone number", type: "tel", autoComplete: "tel" },
  { name: "email", label: "E-mail address", type: "email", autoComplete: "email" },
];

/**
 * The profile form, kept under profileData (docs/product.md, "Introductions"): the visitor ticks which matched firms
 * receive their details (none beforehand), says how and when to be contacted, and sends. What
 * they type is kept in browser storage until it is sent, checked here with the schemas the
 * server uses, and sent to POST /api/leads. Server messages land on the same fields.
 */
export function ProfileForm({
  callingCode,
  firms,
  sent,
  introductions,
}: {
  callingCode: string;
  firms: MatchedFirm[];
  sent: SentProfile | null;
  introductions: FirmIntroduction[];
}) {
  const router = useRouter();
  const choice = firmChoice(firms, introductions.map((i) => i.providerId));
  const { open } = choice;
  const byHand = open.filter((firm) => firm.throughDesk).map((firm) => firm.shortName);
  const [draft, setDraft] = useState<ProfileDraft>(emptyDraft);
  const [chosen, setChosen] = useState<string[]>([]);
  const [contactMethod, setContactMethod] = useState<ContactMethod | "">(sent?.contactMethod ?? "");
  const [contactTime, setContactTime] = useState<ContactTime | "">(sent?.contactTime ?? "");
  // Everything entered is kept in browser storage until it is sent, ticks and choices included.
  const keep = (next: Partial<ProfileDraft>) => writeJson(storageKeys.profileData, { ...draft, recs: chosen, contactMethod, contactTime, ...next });
  const [errors, setErrors] = useState<Errors>({});
  // Counts the failed attempts: each one moves focus to the error summary once it is drawn.
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState(sent === null);
  const [justSent, setJustSent] = useState<SentProfile | null>(null);
  // The introductions as the server stored them after sending, until the refreshed page brings them.
  const [justIntroduced, setJustIntroduced] = useState<{ introduced: string[]; list: FirmIntroduction[] } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const formRef = useRef<HTMLFormElement>(null);
  const [takenOver, setTakenOver] = useState(false);

  useEffect(() => {
    // Browser storage is only readable after hydration; restoring it here keeps server and client markup equal.
    const restored = restoreDraft(readJson(storageKeys.profileData));
    // What the visitor entered before React took the page over is in the fields, not yet in state: it wins.
    const typed = formRef.current ? new FormData(formRef.current) : new FormData();
    const entered = (name: string) => String(typed.get(name) ?? "");
    const next = { ...restored };
    for (const field of TEXT_FIELDS) next[field.name] = entered(field.name) || restored[field.name];
    if (typed.get("terms") !== null) next.terms = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(next);
    const firms = typed.getAll("firms").map(String);
    // Firms ticked before and still offered here.
    const kept = restored.recs.filter((firm) => open.some((offered) => offered.id === firm));
    if (firms.length > 0 || kept.length > 0) setChosen(firms.length > 0 ? firms : kept);
    const method = CONTACT_METHODS.find((value) => value === entered("contactMethod")) ?? restored.contactMethod;
    if (method) setContactMethod(method);
    const time = CONTACT_TIMES.find((value) => value === entered("contactTime")) ?? restored.contactTime;
    if (time) setContactTime(time);
    setTakenOver(true);
    // Once, as React takes the form over: later changes to the firms offered must not re-read the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A press of "Send" made before React took the page over (src/lib/early-press.ts) is acted on
  // once the state holds what was entered.
  useEffect(() => {
    if (takenOver) replayEarlyPress(formRef.current);
  }, [takenOver]);

  function update<K extends keyof ProfileDraft>(field: K, value: ProfileDraft[K]) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Only the field typed: the ticks and choices kept are the live ones, not the draft's copy.
    keep({ [field]: value } as Partial<ProfileDraft>);
    if (errors[field as ProfileField]) setErrors({ ...errors, [field]: undefined });
  }

  // After the render that draws the summary (on the first failure it did not exist before).
  useEffect(() => {
    if (failedAttempts > 0) summaryRef.current?.focus();
  }, [failedAttempts]);

  // Once sent, the form gives way to what happened: focus moves there, so it is read out and the
  // keyboard carries on from it, not from the top of the page.
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justSent) sentRef.current?.focus();
  }, [justSent]);

  // "Change my details" gives way to the form: focus goes to its first field, not back to the page.
  const [reopened, setReopened] = useState(0);
  useEffect(() => {
    if (reopened > 0) formRef.current?.querySelector<HTMLElement>("input:not([type='hidden']), select, textarea")?.focus();
  }, [reopened]);

  function showErrors(next: Errors) {
    setErrors(next);
    setFailedAttempts((n) => n + 1);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { recs: _recs, contactMethod: _method, contactTime: _time, ...fields } = draft;
    setSending(true);
    try {
      const { checkProfile } = await loadChecks();
      // At least one firm, unless the visitor is only changing the details firms already have.
      const checked = checkProfile({ callingCode, fields, contactMethod, contactTime, chosen, firmsRequired: introductions.length === 0 || chosen.length > 0 });
      if (!checked.ok) return showErrors(checked.errors);
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ ...fields, firms: chosen, contactMethod, contactTime }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        issues?: { field: string; message: string }[];
        lead?: { confirmedEmail?: string | null };
        confirmLink?: "mailed" | "held" | null;
        introduced?: string[];
        introductions?: FirmIntroduction[];
      };
      if (response.status === 400 && body.issues?.length) {
        return showErrors(Object.fromEntries(body.issues.map((i) => [i.field, i.message])));
      }
      if (!response.ok) return showErrors({ form: body.error ?? "We could not send your details just now. Please try again." });

      remove(storageKeys.profileData);
      setErrors({});
      const { firstName, lastName, email, phoneNumber } = checked.profile;
      const confirmedEmail = body.lead?.confirmedEmail ?? null;
      const confirmLink = body.confirmLink ?? null;
      setJustSent({ firstName, lastName, email, confirmedEmail, phoneNumber, phoneShown: checked.phoneShown, contactMethod: checked.contactMethod, contactTime: checked.contactTime, confirmLink });
      setJustIntroduced({ introduced: body.introduced ?? [], list: body.introductions ?? [] });
      setChosen([]);
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
    // Newer of the two: what the server answered just now, or what the page was drawn with.
    const caughtUp = !justIntroduced || justIntroduced.list.every((j) => introductions.some((i) => i.id === j.id));
    const shown = caughtUp ? introductions : justIntroduced.list;
    const waiting = shown.filter((i) => i.confirming);
    const told = shown.filter((i) => i.deliveryWords && i.canWithdraw);
    const mailedNow = justIntroduced !== null && justIntroduced.introduced.length > 0;
    // A changed address reaches the firms only once confirmed: until then they see the previous one.
    const previous = told.length > 0 && confirmed.confirmedEmail && confirmed.confirmedEmail.toLowerCase() !== confirmed.email.toLowerCase() ? confirmed.confirmedEmail : null;
    // Past the address's hourly allowance of mail, no link went: say so rather than claim one did.
    const linkHeld = confirmed.confirmLink === "held";
    const heldWords = `We could not e-mail a link to ${confirmed.email} just now: it has had as many e-mails from us as we send an address in an hour. Press “Change my details” and save them again in an hour to get one.`;
    return (
      <div className="space-y-6">
        <div ref={sentRef} tabIndex={-1} role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 outline-none">
          <p className="font-semibold text-brand-900">Thank you, {confirmed.firstName}. We have your details.</p>
          {waiting.length > 0 ? (
            <p className="mt-2 text-sm text-ink">
              {linkHeld ? `${heldWords} ` : mailedNow ? `We have e-mailed a link to ${confirmed.email}. ` : `We e-mailed a link to ${confirmed.email}. `}
              {/* "Go to", not "we send": for a firm our team passes details to by hand, it is our team that sends them on. */}
              {linkHeld ? "Only once you confirm your address with it do your details go to" : "Please open it and press the button to confirm your address: only then do your details go to"}{" "}
              {waiting.length === 1 ? "the firm" : "the firms"} marked &ldquo;Confirming your e-mail&rdquo; under &ldquo;Your introductions&rdquo;.{" "}
              {told.length > 0 ? `Until then, ${waiting.length === 1 ? "that firm does" : "those firms do"} not have them.` : "Until then, no firm has them."}
            </p>
          ) : null}
          {previous ? (
            <p className="mt-2 text-sm text-ink">
              {waiting.length > 0
                ? linkHeld
                  ? `Until you confirm your new address, the firms you were introduced to before keep seeing your previous address, ${previous}.`
                  : `The same link confirms your new address for the firms you were introduced to before: until you press its button, they keep seeing your previous address, ${previous}.`
                : linkHeld
                  ? `${heldWords} Until you confirm your new address, the firms you were introduced to keep seeing your previous address, ${previous}.`
                  : `We e-mailed a link to your new address, ${confirmed.email}, for you to confirm it. Until you press the button in that e-mail, the firms you were introduced to keep seeing your previous address, ${previous}.`}
            </p>
          ) : null}
          <p className="mt-2 text-sm text-ink">
            {told.length > 0
              ? `Only the firms your details went to, listed under “Your introductions” on this page, can see your name, your phone number (${confirmed.phoneShown}) and your e-mail address (${previous ?? confirmed.email}); a firm you withdraw from can no longer see them on Wealth Match.`
              : `No firm can see your name, your phone number (${confirmed.phoneShown}) or your e-mail address (${confirmed.email}).`}
            {mailedNow && waiting.length === 0 ? " We have e-mailed you a confirmation of what was sent." : ""}
          </p>
          <button
            type="button"
            onClick={() => {
              // Start from what was sent unless the visitor has an unsent draft.
              if (!draft.firstName && !draft.email) {
                const { firstName, lastName, email, phoneNumber } = confirmed;
                setDraft({ firstName, lastName, email, phoneNumber, terms: false, recs: [], contactMethod: confirmed.contactMethod ?? "", contactTime: confirmed.contactTime ?? "" });
              }
              setEditing(true);
              setReopened((n) => n + 1);
            }}
            className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            Change my details
          </button>
        </div>
        <IntroductionsList firms={firms} introductions={shown} />
      </div>
    );
  }

  if (!choice.usable) return <NoFirmToIntroduce firms={choice.unreachable} />;

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form ref={formRef} data-early-press noValidate onSubmit={onSubmit} onFocus={() => void loadChecks().catch(() => {})} className="space-y-5" aria-describedby={`${id}-intro`}>
      <div id={`${id}-intro`} className="space-y-2 text-sm text-ink">
        {open.length > 0 ? (
          <p>
            <strong>Who receives what:</strong> only the firms you tick below receive your name, phone number, e-mail address, how and when you
            would like to be contacted, and a summary of your answers (what you need help with, roughly how much, where you live for tax, your age
            band, your view on ethical investing and, for a business sale, when you expect it to complete and any other professionals you would like introductions to). No other firm sees them, and no firm learns which other firms you chose.
          </p>
        ) : (
          <p>
            <strong>Who receives what:</strong> only the firms listed under &ldquo;Your introductions&rdquo; have your details, and changing them
            here changes what those firms see (a new e-mail address once you confirm it through the link we e-mail to it). No other firm sees
            them.
          </p>
        )}
        {open.length > 0 && (
          <p>
            <strong>What happens next:</strong> each firm you tick has 2 working days from receiving your details to accept or decline; we e-mail you when it does, and it
            then contacts you the way you ask.
            {byHand.length > 0 &&
              ` ${listInWords(byHand)} ${byHand.length === 1 ? "has" : "have"} no one on our site to receive details, so our team passes them on by hand, within one working day.`}
          </p>
        )}
        <p>
          <strong>How to stop it:</strong> you can withdraw an introduction on this page at any time, and the firm will no longer see your
          contact details on our site (what our team has already passed to a firm by hand stays with that firm).
        </p>
        <p>All fields are required.{introductions.length > 0 && open.length > 0 ? " Tick a firm only to send your details to another firm." : ""}</p>
      </div>
      {hasErrors && (
        <ErrorSummary
          ref={summaryRef}
          heading={3}
          message="Please check your details"
          errors={errors}
          fields={FIELD_ORDER}
          idOf={(field) => (errorAnchor(field, { firmsListed: open.length > 0 }) === null ? null : `${id}-${field}`)}
        />
      )}
      {open.length > 0 && (
        <fieldset id={`${id}-firms`} tabIndex={-1} aria-describedby={errors.firms ? `${id}-firms-error` : undefined}>
          <legend className="text-sm font-semibold text-ink">Which firms may contact you?</legend>
          <div className="mt-2 space-y-2">
            {open.map((firm) => (
              <div key={firm.id} className="flex items-start gap-3">
                <input
                  id={`${id}-firm-${firm.id}`}
                  type="checkbox"
                  name="firms"
                  value={firm.id}
                  checked={chosen.includes(firm.id)}
                  onChange={(e) => {
                    const next = e.target.checked ? [...chosen, firm.id] : chosen.filter((c) => c !== firm.id);
                    setChosen(next);
                    keep({ recs: next });
                    if (errors.firms) setErrors({ ...errors, firms: undefined });
                  }}
                  aria-invalid={errors.firms ? true : undefined}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={`${id}-firm-${firm.id}`} className="text-sm text-ink">
                  Send my details to {firm.shortName}
                </label>
              </div>
            ))}
          </div>
          {errors.firms && (
            <p id={`${id}-firms-error`} className="mt-1 text-sm text-red-800">
              {errors.firms}
            </p>
          )}
        </fieldset>
      )}
      {choice.unreachable.length > 0 && <UnreachableFirms firms={choice.unreachable} />}
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
      <div className="grid gap-5 sm:grid-cols-2">
        <RadioGroup
          id={`${id}-contactMethod`}
          legend="How would you like to be contacted?"
          name="contactMethod"
          options={CONTACT_METHODS.map((value) => ({ value, label: contactMethodLabel[value] }))}
          value={contactMethod}
          error={errors.contactMethod}
          onChange={(value) => {
            setContactMethod(value as ContactMethod);
            keep({ contactMethod: value as ContactMethod });
            setErrors({ ...errors, contactMethod: undefined });
          }}
        />
        <RadioGroup
          id={`${id}-contactTime`}
          legend="When is best?"
          name="contactTime"
          options={CONTACT_TIMES.map((value) => ({ value, label: contactTimeLabel[value] }))}
          value={contactTime}
          error={errors.contactTime}
          onChange={(value) => {
            setContactTime(value as ContactTime);
            keep({ contactTime: value as ContactTime });
            setErrors({ ...errors, contactTime: undefined });
          }}
        />
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
            className="mt-1 size-5 shrink-0 accent-brand-700"
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
        {/* With introductions already made and no new firm ticked, the press only changes the details those firms have. */}
        {sending ? "Sending…" : introductions.length > 0 && chosen.length === 0 ? "Save my details" : "Send my details"}
      </button>
    </form>
  );
}

/** How to reach each firm we cannot send details to: its own website when we hold it, and its profile. */
function WaysToReach({ firms }: { firms: MatchedFirm[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {firms.map((firm) => (
        <li key={firm.id}>
          {firm.name}:{" "}
          {firm.webAddress ? (
            <>
              its website{" "}
              <a href={firm.webAddress} className="text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">
                {firm.webAddress.replace(/^https:\/\//, "")}
              </a>
              , or{" "}
            </>
          ) : null}
          <Link href={routes.wealthManager(firm.id)} className="text-brand-700 underline underline-offset-2">
            its profile
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Matched firms that cannot be sent details through us now, beside the firms that can. */
function UnreachableFirms({ firms }: { firms: MatchedFirm[] }) {
  return (
    <div className="text-sm text-ink">
      <p>
        {firms.length === 1 ? `${firms[0]!.name} cannot` : `${firms.map((f) => f.name).join(", ").replace(/, ([^,]+)$/, " and $1")} cannot`} be
        sent your details through us at the moment, so {firms.length === 1 ? "it has" : "they have"} no box here. You can contact{" "}
        {firms.length === 1 ? "it" : "them"} directly:
      </p>
      <WaysToReach firms={firms} />
    </div>
  );
}

/**
 * None of the visitor's matches can be sent their details through us now (docs/introductions.md,
 * "Delivery routes"): no form that could never be sent, but what they can do instead.
 */
function NoFirmToIntroduce({ firms }: { firms: MatchedFirm[] }) {
  return (
    <div role="status" className="space-y-3 rounded-2xl border border-brand-200 bg-white p-6 text-sm text-ink">
      <p className="font-semibold text-brand-900">
        {firms.length === 1 ? "Your match cannot" : "None of your matches can"} be contacted through us at the moment, so we cannot send
        your details to {firms.length === 1 ? "it" : "them"}.
      </p>
      <p>We have not asked for your details, and none have been sent. You can contact {firms.length === 1 ? "the firm" : "the firms"} directly:</p>
      <WaysToReach firms={firms} />
      <p>
        Or talk to us: call{" "}
        <a href={`tel:${site.phone.tel}`} className="text-brand-700 underline underline-offset-2">
          {site.phone.display}
        </a>
        , e-mail{" "}
        <a href={`mailto:${site.email}`} className="text-brand-700 underline underline-offset-2">
          {site.email}
        </a>{" "}
        or use our{" "}
        <Link href={routes.contactUs} className="text-brand-700 underline underline-offset-2">
          contact page
        </Link>
        .
      </p>
    </div>
  );
}

function RadioGroup({
  id,
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  id: string;
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-5 accent-brand-700"
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-ink">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
