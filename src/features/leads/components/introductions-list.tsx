"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/lib/post-json";
import { useFocusOnAnswer } from "@/lib/use-form-answer";

export interface FirmIntroduction {
  id: string;
  providerId: string;
  statusWords: string;
  /** What happened, e.g. "e-mailed to Saltus"; null until it was sent. */
  deliveryWords: string | null;
  /** Waiting for the visitor to confirm their e-mail address: no firm has been told. */
  confirming: boolean;
  declineReason: string | null;
  canWithdraw: boolean;
}

type Pending = { firm: string; message: string; error: boolean } | null;

/**
 * The matched firms the visitor has not introduced themselves to yet, after they have sent their
 * details: "Ask {firm} to contact me". Their introductions, with status and Withdraw, are listed
 * apart under "Your introductions" (src/features/introductions/components/your-introductions.tsx).
 */
export function IntroductionsList({ firms, introductions }: { firms: { id: string; name: string; shortName: string; offered: boolean }[]; introductions: FirmIntroduction[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Pending>(null);
  const introduced = new Set(introductions.map((i) => i.providerId));
  const open = firms.filter((firm) => !introduced.has(firm.id));
  // Focus goes to the answer (the pressed button is disabled meanwhile, and may go with its row),
  // and follows it once the list has gone.
  const noticeRef = useFocusOnAnswer(notice, open.length === 0);
  // The answer to a press is shown above the list, not in the firm's row: the refresh that follows
  // moves an introduced firm out of this list (and the list away once no firm is left), and the
  // answer must stay in view.
  const answer = notice && (
    <p ref={noticeRef} tabIndex={-1} role="status" className={notice.error ? "mt-3 text-sm text-red-800 outline-none" : "mt-3 text-sm text-brand-900 outline-none"}>
      {notice.message}
    </p>
  );
  if (open.length === 0) return answer;

  async function act(firm: string, url: string, body: unknown) {
    setBusy(firm);
    const result = await postJson(url, body);
    setNotice({ firm, message: result.message, error: !result.ok });
    setBusy(null);
    if (result.ok) router.refresh();
  }

  return (
    <section aria-labelledby="introductions-heading">
      <h3 id="introductions-heading" className="font-serif text-xl font-semibold">
        Your other matches
      </h3>
      {answer}
      <ul className="mt-3 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
        {open.map((firm) => (
          <li key={firm.id} className="flex flex-wrap items-center justify-between gap-3 p-4" aria-label={firm.name}>
            <div>
              <p className="font-semibold">{firm.name}</p>
              <p className="text-sm text-muted">
                {firm.offered ? "Not introduced: this firm has not received your details." : "Not introduced: this firm is not taking introductions at the moment."}
              </p>
            </div>
            {firm.offered && (
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => act(firm.id, "/api/callbacks", { providerId: firm.id })}
                className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {busy === firm.id ? "Sending…" : `Ask ${firm.shortName} to contact me`}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
