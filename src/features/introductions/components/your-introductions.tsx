"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { routes } from "@/config/routes";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { postJson } from "@/lib/post-json";
import { useFocusOnAnswer } from "@/lib/use-form-answer";

/** One introduction as the visitor sees it: the firm, its status in words and what they may do. */
export interface YourIntroduction {
  id: string;
  providerId: string;
  /** The firm's full name, the row's title. */
  firmName: string;
  /** Its name in a sentence, as buttons and mails say it ("Ask Brewin Dolphin again"). */
  firmShortName: string;
  statusWords: string;
  declineReason: string | null;
  /** What happened, e.g. "e-mailed to Saltus"; null until it was sent. */
  deliveryWords: string | null;
  /** It went through our desk, whose team passes it on by hand: what they passed on stays with the firm. */
  throughDesk: boolean;
  /** Waiting for the visitor to confirm their e-mail address: the firm has not been told of it. */
  confirming: boolean;
  /** The firm had this introduction once before (it was withdrawn and asked for again since). */
  sentBefore: boolean;
  /** When the visitor asked for it, already in words ("3 Nov 2026"). */
  sentOn: string;
  canWithdraw: boolean;
  /** Withdrawn, and the firm is still in the visitor's pool: "Ask {firm} again". */
  canAskAgain: boolean;
  /** A first meeting is booked and not yet started: withdrawing calls it off. */
  meetingAhead?: boolean;
  /** After its first meeting, what the outcome page holds for the visitor (`afterMeetingOf`); absent when it has nothing. */
  afterMeeting?: AfterMeeting;
}

/** The outcome page's link in a row: answers to give, a review to write, answers given, or the review written. */
export type AfterMeeting = "ask" | "review" | "answered" | "reviewed";

function afterMeetingLink(step: AfterMeeting, firm: string): string {
  switch (step) {
    case "ask":
      return `Tell us how your meeting with ${firm} went`;
    case "review":
      return `Review ${firm}`;
    case "answered":
      return `Your answers about your meeting with ${firm}`;
    case "reviewed":
      return `Your review of ${firm}`;
  }
}

type Notice = { id: string; message: string; error: boolean } | null;

/**
 * "Your introductions": every introduction the visitor has made, whatever their current matches,
 * each with its status in words. Withdraw asks for confirmation first; a withdrawn firm can be
 * asked again. Shown on the results page and on /account (docs/introductions.md).
 */
export function YourIntroductions({
  introductions,
  headingLevel = 2,
  meetingPanels = {},
  hideWhenEmpty = false,
}: {
  introductions: YourIntroduction[];
  headingLevel?: 2 | 3;
  /** Show nothing while there are none (the results page), unless a withdrawal's message is due. */
  hideWhenEmpty?: boolean;
  /** Each introduction's first-meeting panel, by id (the meetings feature's, placed by the page). */
  meetingPanels?: Record<string, ReactNode>;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // Withdrawn here and confirmed by the server: shown so at once, before the refreshed page arrives.
  const [withdrawn, setWithdrawn] = useState<string[]>([]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // A withdrawn introduction that was still being confirmed is deleted, so its row goes once the
  // page refreshes: its notice is then shown above the list instead of going with it.
  const orphanNotice = notice && !introductions.some((intro) => intro.id === notice.id) ? notice : null;
  // What a press did takes focus, since the button pressed has gone; again if the notice moves above the list.
  const noticeRef = useFocusOnAnswer(notice, orphanNotice !== null);
  // Withdraw gives way to its question, which takes focus; "Keep it" hands focus back to Withdraw.
  const questionRef = useFocusOnAnswer(confirming);
  const withdrawButtons = useRef(new Map<string, HTMLButtonElement>());
  const [kept, setKept] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (kept) withdrawButtons.current.get(kept.id)?.focus();
  }, [kept]);
  if (hideWhenEmpty && introductions.length === 0 && !orphanNotice) return null;

  async function act(id: string, url: string, body: unknown) {
    setBusy(id);
    const result = await postJson(url, body);
    setNotice({ id, message: result.message, error: !result.ok });
    if (result.ok && url.endsWith("/withdraw")) setWithdrawn((ids) => [...ids, id]);
    if (result.ok && !url.endsWith("/withdraw")) setWithdrawn((ids) => ids.filter((other) => other !== id));
    setBusy(null);
    setConfirming(null);
    if (result.ok) router.refresh();
  }

  return (
    <section id="your-introductions" aria-labelledby="your-introductions-heading" className="scroll-mt-24">
      <Heading id="your-introductions-heading" className="font-serif text-2xl font-semibold">
        Your introductions
      </Heading>
      {orphanNotice && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={orphanNotice.error ? "mt-2 text-sm text-red-800 outline-none" : "mt-2 text-sm text-brand-900 outline-none"}>
          {orphanNotice.message}
        </p>
      )}
      {introductions.length === 0 ? (
        <p className="mt-2 text-sm text-muted">You have not sent your details to any firm.</p>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-sm text-muted">
            Every firm you have asked to introduce you to, whatever your matches are now. Only a firm that has received your introduction can
            see your contact details, and a firm you withdraw from can no longer see them on Wealth Match.
          </p>
          <ul className="mt-4 divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white" data-testid="your-introductions">
            {introductions
              .map((intro) => (withdrawn.includes(intro.id) && intro.canWithdraw ? { ...intro, statusWords: "Withdrawn", canWithdraw: false, confirming: false, afterMeeting: intro.afterMeeting === "reviewed" ? intro.afterMeeting : undefined } : intro))
              .map((intro) => (
              <li key={intro.id} className="flex flex-wrap items-center justify-between gap-3 p-4" aria-label={intro.firmName}>
                {/* Grows and wraps its text, so the button stays beside it on a wide screen and goes below it on a phone. */}
                <div className="min-w-0 flex-1 basis-72">
                  <p className="font-semibold">{intro.firmName}</p>
                  <p className="text-sm text-muted wrap-anywhere">
                    Status: <span className="font-semibold text-ink">{intro.statusWords}</span>
                    {intro.declineReason ? ` (${intro.declineReason})` : ""} · you asked on {intro.sentOn}
                  </p>
                  {intro.deliveryWords && <p className="text-sm text-muted">Your introduction was {intro.deliveryWords}.</p>}
                  {intro.afterMeeting && (
                    <p className="mt-1 text-sm">
                      <Link href={routes.introductionOutcome(intro.id)} className="font-semibold text-brand-700 underline underline-offset-2">
                        {afterMeetingLink(intro.afterMeeting, intro.firmShortName)}
                      </Link>
                    </p>
                  )}
                  {intro.confirming && (
                    <p className="text-sm text-muted">Not sent yet: it goes to the firm once you confirm your e-mail address with the link we e-mailed you.</p>
                  )}
                  {notice?.id === intro.id && (
                    <p ref={noticeRef} tabIndex={-1} role="status" className={notice.error ? "mt-1 text-sm text-red-800 outline-none" : "mt-1 text-sm text-brand-900 outline-none"}>
                      {notice.message}
                    </p>
                  )}
                </div>
                {intro.canWithdraw && confirming !== intro.id && (
                  <button
                    ref={(button) => {
                      if (!button) return;
                      withdrawButtons.current.set(intro.id, button);
                      return () => {
                        withdrawButtons.current.delete(intro.id);
                      };
                    }}
                    type="button"
                    disabled={busy !== null}
                    onClick={() => {
                      setNotice(null);
                      setConfirming(intro.id);
                    }}
                    className="shrink-0 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 disabled:opacity-60"
                  >
                    Withdraw<span className="sr-only"> my introduction to {intro.firmShortName}</span>
                  </button>
                )}
                {intro.canWithdraw && confirming === intro.id && (
                  <div role="group" aria-label={`Confirm withdrawing from ${intro.firmShortName}`} className="w-full rounded-xl bg-sand p-4 text-sm">
                    <p ref={questionRef} tabIndex={-1} className="outline-none">
                      {!intro.confirming
                        ? `Withdraw your introduction to ${intro.firmShortName}? They will no longer see your contact details on our site${intro.throughDesk ? " (what our team has already passed on by hand stays with them)" : ""}.${intro.meetingAhead ? " Your booked first meeting with them is called off, and both calendars are told." : ""} You can ask them again later.`
                        : intro.sentBefore
                          ? `Withdraw your request to be introduced to ${intro.firmShortName} again? It has not been sent, so they will not see your contact details again through us. You can ask them again later.`
                          : `Withdraw your introduction to ${intro.firmShortName}? It has not been sent, so they have not seen your contact details and never will. You can ask them again later.`}
                    </p>
                    <div className="mt-3 flex flex-wrap gap-3">
                      <button
                        type="button"
                        disabled={busy !== null}
                        onClick={() => act(intro.id, "/api/introductions/withdraw", { introductionId: intro.id })}
                        className="rounded-full bg-red-800 px-4 py-2 font-semibold text-white disabled:opacity-60"
                      >
                        {busy === intro.id ? "Withdrawing…" : "Yes, withdraw"}
                      </button>
                      <button
                        type="button"
                        onClick={() => {
                          setConfirming(null);
                          setKept({ id: intro.id });
                        }}
                        className="rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-800">
                        Keep it
                      </button>
                    </div>
                  </div>
                )}
                {!withdrawn.includes(intro.id) && meetingPanels[intro.id]}
                {intro.canAskAgain && (
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => act(intro.id, "/api/callbacks", { providerId: intro.providerId })}
                    className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                  >
                    {busy === intro.id ? "Sending…" : `Ask ${intro.firmShortName} again`}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
