import type { QuestionEventKind } from "@/server/db/schema";
import { currentConsent } from "./consent";

/**
 * The questionnaire's events (docs/product.md, "Operator analytics") on their way to the visit tracker. The question
 * runner reports; the tracker, loaded only after analytics consent, listens and sends them with
 * its batches. Events are kept in memory only, and only while the visitor allows analytics, so
 * the question shown before the tracker has finished loading is not lost.
 */
export interface QuestionEvent {
  flow: "proforma" | "partner";
  question: string;
  step: number;
  kind: QuestionEventKind;
  leftBy?: "back" | "exit";
  timeSpentMs?: number;
}

type Listener = (event: QuestionEvent) => void;

const MAX_WAITING = 50;
let waiting: QuestionEvent[] = [];
let listener: Listener | null = null;

function analyticsAllowed(): boolean {
  return typeof document !== "undefined" && currentConsent()?.analytics === true;
}

export function reportQuestionEvent(event: QuestionEvent): void {
  if (!analyticsAllowed()) {
    waiting = [];
    return;
  }
  if (listener) listener(event);
  else waiting = [...waiting.slice(-(MAX_WAITING - 1)), event];
}

/** The tracker's subscription: receives what waited, then each new event. Returns the unsubscribe. */
export function listenForQuestionEvents(next: Listener): () => void {
  listener = next;
  const queued = waiting;
  waiting = [];
  for (const event of queued) next(event);
  return () => {
    if (listener === next) listener = null;
    waiting = [];
  };
}
