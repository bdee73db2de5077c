"use client";

import { useActionState, useState, useSyncExternalStore } from "react";
import { routes } from "@/config/routes";
import { submitTo } from "@/lib/submit-action";
import { useFormAnswer } from "@/lib/use-form-answer";
import { initialFormState } from "@/lib/validated-action";
import { saveIntroductionsAddress } from "../actions/save-introductions-address";
import { INTRODUCTIONS_ADDRESS_FIELDS } from "../introductions-address-fields";

const noChanges = () => () => {};

/**
 * The form that sets a firm's introductions address, answered beside itself: a refusal names the
 * field and keeps the firm and the text. The box starts empty and removing is its own tick, so a
 * press never copies one firm's address to another or removes one by an empty box (with scripts
 * off too); the chosen firm's present address is said beside it once the page's scripts run.
 * Sent through `submitTo`, so React does not put the select back to its first firm; `action` and
 * the permalink take a press made before the scripts run.
 */
export function IntroductionsAddressForm({ firms, addresses }: { firms: { id: string; name: string }[]; addresses: Record<string, string> }) {
  const [state, action, pending] = useActionState(saveIntroductionsAddress, initialFormState(INTRODUCTIONS_ADDRESS_FIELDS, { providerId: firms[0]?.id ?? "" }), `${routes.salesPortalIntroductions}#addresses-heading`);
  const [firm, setFirm] = useState(state.values.providerId);
  const [email, setEmail] = useState(state.values.email);
  const [remove, setRemove] = useState(state.values.remove === "yes");
  // Once saved, the box and the tick are emptied for the next firm (adjusted while rendering the answer).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.status === "sent") {
      setEmail("");
      setRemove(false);
    }
  }
  const { form, message } = useFormAnswer(state);
  const error = (field: (typeof INTRODUCTIONS_ADDRESS_FIELDS)[number]) => state.errors[field];
  const present = addresses[firm];
  // True once hydrated: before that (or with scripts off) the chosen firm's address cannot follow the select.
  const live = useSyncExternalStore(noChanges, () => true, () => false);
  return (
    <form ref={form} action={action} onSubmit={submitTo(action)} className="space-y-2 text-sm" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="address-firm" className="block font-semibold">Firm</label>
          <select
            id="address-firm"
            name="providerId"
            value={firm}
            onChange={(event) => setFirm(event.target.value)}
            aria-invalid={error("providerId") ? true : undefined}
            aria-describedby={["address-present", error("providerId") ? "address-firm-error" : ""].join(" ").trim()}
            className="mt-1 rounded-lg border border-muted/50 px-3 py-2 aria-invalid:border-red-700"
          >
            {firms.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="address-email" className="block font-semibold">Introductions address</label>
          <input
            id="address-email"
            name="email"
            type="email"
            maxLength={254}
            value={email}
            disabled={remove}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error("email") ? true : undefined}
            aria-describedby={error("email") ? "address-email-error" : undefined}
            className="mt-1 rounded-lg border border-muted/50 px-3 py-2 aria-invalid:border-red-700 disabled:opacity-60"
          />
        </div>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="remove" value="yes" checked={remove} onChange={(event) => setRemove(event.target.checked)} className="size-5" />
          Remove the firm&apos;s address
        </label>
        <button type="submit" disabled={pending} className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {pending ? "Saving…" : "Save"}
        </button>
      </div>
      <p id="address-present" className="text-muted" aria-live="polite">
        {/* The list above says it for every firm; here, once the scripts run, for the one chosen. */}
        {live ? (present ? `Now: ${present}` : "Now: none set") : ""}
      </p>
      {error("providerId") && <p id="address-firm-error" className="text-red-800">{error("providerId")}</p>}
      {error("email") && <p id="address-email-error" className="text-red-800">{error("email")}</p>}
      {state.message && state.status !== "invalid" && (
        <p ref={message} tabIndex={-1} role={state.status === "sent" ? "status" : "alert"} className={state.status === "sent" ? "font-semibold" : "text-red-800"}>
          {state.message}
        </p>
      )}
    </form>
  );
}
