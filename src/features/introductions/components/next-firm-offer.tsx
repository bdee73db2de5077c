"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFocusOnAnswer } from "@/lib/use-form-answer";

export interface NextFirmOfferProps {
  /** The firm that declined or has not answered. */
  trigger: { firmName: string; reason: "declined" | "overdue" };
  /** The next firm of the investor's own pool not yet introduced; null when none is left. */
  next: { providerId: string; firmName: string } | null;
}

/**
 * When a firm declines or has not answered within 2 working days: the next eligible firm of the
 * investor's own pool, with one button to send their details to it. Nothing goes to it unless pressed.
 * The page renders it always (`offer` null when there is none), so that the answer to a press stays
 * in view after the refreshed page has dropped the offer it answered.
 */
export function NextFirmOffer({ offer }: { offer: NextFirmOfferProps | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // The answer to the last press, for the firm it was about: shown while that firm is offered, or
  // once nothing is (a new offer for another firm starts afresh).
  const [answer, setAnswer] = useState<{ providerId: string; message: string; error: boolean } | null>(null);
  const result = answer && (!offer || offer.next?.providerId === answer.providerId) ? answer : null;
  // The answer takes the pressed button's place: focus goes to it, and follows it once the
  // refreshed page has dropped the offer.
  const resultRef = useFocusOnAnswer(result, offer === null);

  if (!offer) {
    return result && !result.error ? (
      <p ref={resultRef} tabIndex={-1} role="status" className="rounded-2xl border border-brand-200 bg-white p-6 text-sm text-brand-900 outline-none">
        {result.message}
      </p>
    ) : null;
  }
  const { trigger, next } = offer;

  async function send() {
    if (!next) return;
    setBusy(true);
    try {
      const response = await fetch("/api/introductions/next", { method: "POST", headers: { "content-type": "application/json" }, credentials: "same-origin", body: JSON.stringify({ providerId: next.providerId }) });
      const json = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      setAnswer({ providerId: next.providerId, message: json.message ?? json.error ?? "We could not do that just now. Please try again.", error: !response.ok });
      if (response.ok) router.refresh();
    } catch {
      setAnswer({ providerId: next.providerId, message: "We could not reach our server. Please try again.", error: true });
    } finally {
      setBusy(false);
    }
  }

  const why = trigger.reason === "declined" ? `${trigger.firmName} declined your introduction.` : `${trigger.firmName} has not answered your introduction within 2 working days (it may still do so).`;
  return (
    <section aria-labelledby="next-firm-heading" className="rounded-2xl border border-brand-200 bg-white p-6">
      <h3 id="next-firm-heading" className="font-serif text-xl font-semibold">
        {next ? `Another firm for you: ${next.firmName}` : "No other firm to suggest"}
      </h3>
      <p className="mt-2 text-sm text-ink">{why}</p>
      {result ? (
        <p ref={resultRef} tabIndex={-1} role="status" className={result.error ? "mt-3 text-sm text-red-800 outline-none" : "mt-3 text-sm text-brand-900 outline-none"}>
          {result.message}
        </p>
      ) : next ? (
        <>
          <p className="mt-2 text-sm text-ink">
            {next.firmName} is matched to your answers and has not had your details. We send them only if you press the button, with the
            same details and contact preferences you gave us.
          </p>
          <button type="button" disabled={busy} onClick={send} className="mt-4 rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {busy ? "Sending…" : `Send my details to ${next.firmName}`}
          </button>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink">Every other firm matched to your answers has already had your details, or is not taking introductions.</p>
      )}
    </section>
  );
}
