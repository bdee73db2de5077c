"use client";

import type { Route } from "next";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useAppContext } from "@/components/app-context";
import { readText, storageKeys } from "@/lib/browser-storage";
import { clearQuestionnaire, setJustCleared, wasJustCleared } from "../saved-state";
import { StartAgain } from "./start-again";
import { routes } from "@/config/routes";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * Whether this visitor's finished answers and matches are stored (GET /api/submissions answers
 * 200), asked only when `ask` is true; null until the answer arrives or when not asked.
 */
function useStoredMatches(ask: boolean): boolean | null {
  const [stored, setStored] = useState<boolean | null>(null);
  useEffect(() => {
    if (!ask) return;
    let cancelled = false;
    fetch("/api/submissions", { credentials: "same-origin" })
      .then((response) => !cancelled && setStored(response.ok))
      .catch(() => !cancelled && setStored(false));
    return () => {
      cancelled = true;
    };
  }, [ask]);
  return ask ? stored : null;
}

/**
 * Start, or carry on from where the visitor stopped; with the visitor's matches stored, go back to
 * those matches first. Records when they started.
 */
export function StartActions({ firstQuestionUrl }: { firstQuestionUrl: Route }) {
  const { setStartDate, visitor } = useAppContext();
  const router = useRouter();
  const resumeUrl = useSyncExternalStore(
    subscribe,
    () => (readText(storageKeys.userData) ? readText(storageKeys.currentQuestionUrl) : null),
    () => null,
  );
  const start = () => setStartDate(new Date());
  // Back here from "Start again" on a question: say the answers are gone and put focus on Start.
  const [cleared] = useState(wasJustCleared);
  const startRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!cleared) return;
    setJustCleared(false);
    startRef.current?.focus();
  }, [cleared]);
  const button = "inline-flex min-h-14 items-center justify-center rounded-full px-6 text-center text-lg font-semibold sm:px-10";
  const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
  const secondary = `${button} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`;

  const resumable = resumeUrl !== null && resumeUrl.startsWith(`${routes.proforma}/`);
  // Only a visitor the site knows can have stored matches: no request for anyone else.
  const hasMatches = useStoredMatches(resumable && visitor !== null);

  if (resumable) {
    return (
      <div>
        {/* A visitor who has started again since keeps both: the stored matches stay theirs until they finish again. */}
        <div className="flex flex-col items-start gap-4">
          {hasMatches && (
            <Link href={routes.results} className={primary}>
              See your matches
            </Link>
          )}
          <Link
            href={routes.proformaStep(resumeUrl.slice(`${routes.proforma}/`.length))}
            className={hasMatches ? secondary : primary}
          >
            Carry on where you stopped
          </Link>
        </div>
        <StartAgain
          onConfirm={() => {
            clearQuestionnaire();
            start();
            router.push(firstQuestionUrl);
          }}
        />
      </div>
    );
  }
  return (
    <div>
      {cleared && (
        <p id="answers-cleared" className="mb-4 font-medium text-ink">
          Your answers are cleared.
        </p>
      )}
      {/* Described by the message, so a screen reader says it with the link that takes focus. */}
      <Link ref={startRef} aria-describedby={cleared ? "answers-cleared" : undefined} href={firstQuestionUrl} onClick={start} className={primary}>
        Start
      </Link>
    </div>
  );
}
