"use client";

import { useActionState, useEffect, useRef, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { submitTo } from "@/lib/submit-action";
import { saveProviderFacts } from "../actions/save-provider-facts";
import { initialEditorState } from "../editor-state";
import { FACT_TITLES, type ProviderFacts } from "../facts";
import { FeeScheduleFields } from "./fee-schedule-fields";
import { CAPABILITY_LABELS, CAPABILITY_TITLES, SERVICES, SERVICE_TITLES, type FactKey } from "../types";
import { formatOrdinalDate } from "@/lib/dates";

const TEXT_FIELDS: { key: Exclude<FactKey, "services" | "labels" | "feeSchedule">; hint?: string; multiline?: boolean; inputMode?: "numeric" }[] = [
  { key: "name", hint: "One line of plain words. A new name reaches mails, lists and the profile at once; the paragraphs and the logo's text alternative below may name the firm too, and the logo drawing and the home page keep the old name until our developers change them." },
  { key: "nameForSL", hint: "Used inside sentences, for example in the reasons a match fits." },
  { key: "blurb1", multiline: true, hint: "The first paragraph of the profile." },
  { key: "blurb2", multiline: true },
  { key: "blurb3", multiline: true },
  { key: "fees", multiline: true, hint: "How the firm charges, in its own published terms, with a typical annual percentage where it publishes one. Leave it empty rather than guess." },
  { key: "firmMinimum", hint: "The firm's own minimum in pounds, for example 500k. It is not the amount from which Wealth Match suggests the firm. Leave it empty if not known.", inputMode: "numeric" },
  { key: "wontTake", hint: "Leave empty when no restriction is known." },
  { key: "fcaFrn", hint: "6 or 7 digits, as on the FCA register. Leave empty until confirmed.", inputMode: "numeric" },
  { key: "webAddress", hint: "Starting https://" },
  { key: "offices", hint: "For example: London, Edinburgh and Leeds" },
  { key: "founded", hint: "A year, for example 1998", inputMode: "numeric" },
  { key: "imageAlt", hint: "What the logo says, for screen readers." },
  { key: "coverImageAlt", hint: "Leave empty when the cover is decoration only." },
];

function asText(value: ProviderFacts[keyof ProviderFacts]): string {
  if (value === null || typeof value === "object" && !Array.isArray(value)) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** A fact chosen from a fixed list (the services, the capability labels): a box for each choice. */
function ChoicesFact<C extends string>({
  name,
  note,
  choices,
  titles,
  chosen,
  error,
  verifyBox,
}: {
  name: "services" | "labels";
  note: ReactNode;
  choices: readonly C[];
  titles: Record<C, string>;
  chosen: readonly C[];
  error?: string;
  verifyBox: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-brand-100 p-4">
      <legend className="px-1 text-sm font-semibold">{FACT_TITLES[name]}</legend>
      <p className="text-sm text-muted">{note}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={choice} defaultChecked={chosen.includes(choice)} className="h-4 w-4" />
            {titles[choice]}
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm font-semibold text-red-800">{error}</p>}
      {verifyBox}
    </fieldset>
  );
}

/**
 * The provider facts editor (docs/product.md, "Provider facts"): one labelled field per fact and a Save button. An
 * admin can mark facts as verified today; anyone else's Save becomes a proposal for approval.
 * The form is sent with `submitTo`, so nothing typed is cleared by an error.
 */
export function ProviderFactsEditor({
  providerId,
  facts,
  verifiedAt,
  canPublish,
}: {
  providerId: string;
  facts: ProviderFacts;
  verifiedAt: Partial<Record<FactKey, string>>;
  canPublish: boolean;
}) {
  const [state, formAction, pending] = useActionState(saveProviderFacts, initialEditorState);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== "idle") statusRef.current?.focus();
  }, [state]);

  const verifiedNote = (key: FactKey) => {
    const at = verifiedAt[key];
    return at ? `Last verified ${formatOrdinalDate(at)}` : "Not yet verified";
  };

  const verifyBox = (key: FactKey) =>
    canPublish && (
      <label className="mt-1 flex items-center gap-2 text-sm">
        <input type="checkbox" name="verified" value={key} className="h-4 w-4" />
        Verified today against the firm&apos;s own published information
        <span className="sr-only"> ({FACT_TITLES[key]})</span>
      </label>
    );

  return (
    <form onSubmit={submitTo(formAction)} noValidate className="space-y-6">
      <input type="hidden" name="providerId" value={providerId} />
      <div ref={statusRef} tabIndex={-1} role="status" className="focus:outline-none empty:hidden">
        {state.message && (
          <p className={`rounded-lg border-l-4 px-4 py-3 font-medium ${state.status === "invalid" || state.status === "failed" ? "border-red-700 bg-red-50 text-red-800" : "border-brand-600 bg-brand-50 text-brand-900"}`}>
            {state.message}
          </p>
        )}
      </div>

      {TEXT_FIELDS.map(({ key, hint, multiline, inputMode }) => (
        <div key={key} className="rounded-xl border border-brand-100 p-4">
          <FormField
            id={`fact-${key}`}
            name={key}
            label={FACT_TITLES[key]}
            hint={[hint, verifiedNote(key)].filter(Boolean).join(" · ")}
            defaultValue={asText(facts[key])}
            error={state.errors[key]}
            multiline={multiline}
            rows={multiline ? 3 : undefined}
            inputMode={inputMode}
          />
          {verifyBox(key)}
        </div>
      ))}

      <FeeScheduleFields schedule={facts.feeSchedule} error={state.errors.feeSchedule} verifiedNote={verifiedNote("feeSchedule")} verifyBox={verifyBox("feeSchedule")} />

      <ChoicesFact
        name="services"
        note={verifiedNote("services")}
        choices={SERVICES}
        titles={SERVICE_TITLES}
        chosen={facts.services}
        error={state.errors.services}
        verifyBox={verifyBox("services")}
      />

      <ChoicesFact
        name="labels"
        note={<>Shown on the profile. Which firms Wealth Match suggests to a visitor is set by its matching rules, not by these labels. {verifiedNote("labels")}</>}
        choices={CAPABILITY_LABELS}
        titles={CAPABILITY_TITLES}
        chosen={facts.labels}
        verifyBox={verifyBox("labels")}
      />

      <button type="submit" disabled={pending} className="min-h-12 rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {canPublish ? "Save" : "Send for approval"}
      </button>
      {!canPublish && <p className="text-sm text-muted">Your changes go to our team, who publish them once checked.</p>}
    </form>
  );
}
