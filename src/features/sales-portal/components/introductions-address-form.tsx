"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useState } from "react";
import { routes } from "@/config/routes";
import { submitTo } from "@/lib/submit-action";
import { initialFormState } from "@/lib/validated-action";
import { saveIntroductionsAddress } from "../actions/save-introductions-address";
import { INTRODUCTIONS_ADDRESS_FIELDS } from "../introductions-address-fields";

/**
 * The form that sets a firm's introductions address, answered beside itself: a refusal names the
 * field and keeps the firm and the text, and choosing a firm shows the address it has now, so an
 * empty box is never a removal by mistake. Sent through `submitTo`, so React does not put the
 * select back to its first firm; `action` and the permalink take a press made before the scripts run.
 */
export function IntroductionsAddressForm({ firms, addresses }: { firms: { id: string; name: string }[]; addresses: Record<string, string> }) {
  const first = firms[0]?.id ?? "";
  const [state, action, pending] = useActionState(saveIntroductionsAddress, initialFormState(INTRODUCTIONS_ADDRESS_FIELDS, { providerId: first, email: addresses[first] ?? "" }), `${routes.salesPortalIntroductions}#addresses-heading`);
  const [email, setEmail] = useState(state.values.email);
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const router = useRouter();
  useEffect(() => {
    if (state.status === "idle") return;
    if (state.status === "sent") router.refresh();
    const refused = form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (refused ?? message.current)?.focus();
  }, [state, router]);
  const error = (field: (typeof INTRODUCTIONS_ADDRESS_FIELDS)[number]) => state.errors[field];
  return (
    <form ref={form} action={action} onSubmit={submitTo(action)} className="space-y-2 text-sm" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="address-firm" className="block font-semibold">Firm</label>
          <select
            id="address-firm"
            name="providerId"
            defaultValue={state.values.providerId}
            onChange={(event) => setEmail(addresses[event.target.value] ?? "")}
            aria-invalid={error("providerId") ? true : undefined}
            aria-describedby={error("providerId") ? "address-firm-error" : undefined}
            className="mt-1 rounded-lg border border-muted/50 px-3 py-2 aria-invalid:border-red-700"
          >
            {firms.map((firm) => <option key={firm.id} value={firm.id}>{firm.name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="address-email" className="block font-semibold">Introductions address (empty to remove)</label>
          <input
            id="address-email"
            name="email"
            type="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error("email") ? true : undefined}
            aria-describedby={error("email") ? "address-email-error" : undefined}
            className="mt-1 rounded-lg border border-muted/50 px-3 py-2 aria-invalid:border-red-700"
          />
        </div>
        <button type="submit" disabled={pending} className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {pending ? "Saving…" : "Save address"}
        </button>
      </div>
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
