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

/** Start (or carry on from where the visitor stopped), recording when they started. */
export function StartActions({ firstQuestionUrl }: { firstQuestionUrl: Route }) {
  const { setStartDate } = useAppContext();
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
  const button = "inline-flex min-h-14 items-center justify-center rounded-full px-10 text-lg font-semibold";

  if (resumeUrl && resumeUrl.startsWith(`${routes.proforma}/`)) {
    return (
      <div>
        <Link href={routes.proformaStep(resumeUrl.slice(`${routes.proforma}/`.length))} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          Carry on where you stopped
        </Link>
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
      <Link ref={startRef} aria-describedby={cleared ? "answers-cleared" : undefined} href={firstQuestionUrl} onClick={start} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
        Start
      </Link>
    </div>
  );
}
