"use client";

import { useCallback, useEffect, useRef } from "react";
import { reportQuestionEvent } from "@/lib/question-events";

const MAX_TIME_MS = 24 * 60 * 60 * 1000;

interface Shown {
  question: string;
  step: number;
  shownAt: number;
  settled: boolean;
}

/**
 * The questionnaire's analytics events (docs/product.md, "Operator analytics"): each question shown, answered with
 * Continue, or left (Back, the browser's back, or leaving the questionnaire), with the time it
 * was on screen. They reach the server only through the visit tracker, so only with consent.
 * `question` is null until the runner has restored the answers and settled on a page.
 */
export function useQuestionEvents(flow: "proforma" | "partner", question: string | null, step: number) {
  const current = useRef<Shown | null>(null);

  const settle = useCallback(
    (kind: "answered" | "left", leftBy?: "back" | "exit") => {
      const shown = current.current;
      if (!shown || shown.settled) return;
      shown.settled = true;
      const timeSpentMs = Math.min(MAX_TIME_MS, Math.max(0, Math.round(performance.now() - shown.shownAt)));
      reportQuestionEvent({ flow, question: shown.question, step: shown.step, kind, ...(leftBy ? { leftBy } : {}), timeSpentMs });
    },
    [flow],
  );

  useEffect(() => {
    if (!question) return;
    const previous = current.current;
    if (previous?.question === question) {
      previous.step = step; // the path changed under the same question
      return;
    }
    // Moved without Continue or Back (the browser's back or forward): backwards counts as going
    // back; forwards is only possible past questions already answered, so it adds nothing.
    if (previous && !previous.settled) {
      if (step < previous.step) settle("left", "back");
      else previous.settled = true;
    }
    current.current = { question, step, shownAt: performance.now(), settled: false };
    reportQuestionEvent({ flow, question, step, kind: "shown" });
  }, [flow, question, step, settle]);

  // Closing the tab, or leaving the questionnaire for another page, leaves the question.
  useEffect(() => {
    const onPageHide = () => settle("left", "exit");
    addEventListener("pagehide", onPageHide);
    return () => {
      removeEventListener("pagehide", onPageHide);
      settle("left", "exit");
    };
  }, [settle]);

  return {
    answered: useCallback(() => settle("answered"), [settle]),
    wentBack: useCallback(() => settle("left", "back"), [settle]),
  };
}
