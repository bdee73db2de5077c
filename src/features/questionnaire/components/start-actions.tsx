"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { useAppContext } from "@/components/app-context";
import { readText, storageKeys } from "@/lib/browser-storage";
import { clearQuestionnaire } from "../saved-state";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/** Start (or carry on from where the visitor stopped), recording when they started. */
export function StartActions({ firstQuestionUrl }: { firstQuestionUrl: string }) {
  const { setStartDate } = useAppContext();
  const resumeUrl = useSyncExternalStore(
    subscribe,
    () => (readText(storageKeys.userData) ? readText(storageKeys.currentQuestionUrl) : null),
    () => null,
  );
  const start = () => setStartDate(new Date());
  const button = "inline-flex min-h-14 items-center justify-center rounded-full px-10 text-lg font-semibold";

  if (resumeUrl && resumeUrl.startsWith("/proforma/")) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href={resumeUrl} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          Carry on where you stopped
        </Link>
        <Link
          href={firstQuestionUrl}
          onClick={() => {
            clearQuestionnaire();
            start();
          }}
          className={`${button} border-2 border-brand-200 text-brand-800 hover:border-brand-400`}
        >
          Start again
        </Link>
      </div>
    );
  }
  return (
    <Link href={firstQuestionUrl} onClick={start} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
      Start
    </Link>
  );
}
