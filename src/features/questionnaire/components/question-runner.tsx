"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAppContext } from "@/components/app-context";
import { partner } from "@/config/partner";
import { routes } from "@/config/routes";
import { site } from "@/config/site";
import type { FormData } from "@/lib/form-data";
import { replayEarlyPress } from "@/lib/early-press";
import { defaultFormData } from "@/lib/form-fields";
import { chooseAnswer, inputText, parseInput, selectedChoice, storedAnswerError, toggleAnswer } from "../answers";
import { allowedPage, firstUnanswered, flows, pageForPath, pageUrl, position, preChooseArea, RESULTS, submissionAnswers, walk, type FlowId, type FlowState } from "../flow";
import { useQuestionEvents } from "../question-events";
import type { InputQuestion, Question } from "../questions";
import { clearQuestionnaire, loadFlowState, markPartnerStepVisited, saveFlowState, saveProgress, setJustCleared } from "../saved-state";
import { sendSubmission } from "../submit";
import { AnswerInput, AnswerOption } from "./answer-fields";
import { QuestionTerms } from "./question-terms";
import { StartAgain } from "./start-again";

/**
 * The country list (every ISO country with its everyday names, about 14 KB compressed) is loaded
 * only by the steps that ask for a country, not by every question page. Server-rendered as usual;
 * while its code loads after a step change, a box of the same size stands in for it.
 */
const CountryPicker = lazy(() => import("./country-picker").then((module) => ({ default: module.CountryPicker })));
const countryPickerPlaceholder = <div aria-hidden="true" className="h-14 w-full max-w-md rounded-xl border-2 border-brand-200 bg-white" />;

type Drafts = Partial<Record<InputQuestion["field"], string>>;

function draftsFor(question: Question | undefined, state: FlowState): Drafts {
  if (!question) return {};
  const answered = state.answered.has(question.slug);
  const input = question.type === "inputfield" ? question : question.type === "single-choice" ? question.followUp?.question : undefined;
  return input ? { [input.field]: answered ? inputText(input, state.answers) : "" } : {};
}

const emptyState: FlowState = { answers: defaultFormData, answered: new Set() };

/** The server-drawn question's fields as the visitor left them before React took the page over. */
interface EnteredFields {
  chosen: string[];
  text: string;
}

function readEnteredFields(form: HTMLFormElement | null, question: Question | undefined, inputId: string): EnteredFields | null {
  if (!form || !question) return null;
  const chosen = [...form.querySelectorAll<HTMLInputElement>("input[type=radio], input[type=checkbox]")]
    .filter((input) => input.checked && input.name === question.slug)
    .map((input) => input.value);
  const text = form.querySelector<HTMLInputElement>(`[id="${inputId}"]`)?.value ?? "";
  return chosen.length > 0 || text ? { chosen, text } : null;
}

/**
 * What was entered on the server-drawn question before React took the page over, applied to
 * `state` as the fields' handlers would have; null when nothing usable was entered.
 */
function applyEntered(question: Question | undefined, entered: EnteredFields | null, state: FlowState): { state: FlowState; drafts: Drafts } | null {
  if (!question || !entered) return null;
  let answers = state.answers;
  const drafts: Drafts = {};
  if (question.type === "multiple" || question.type === "single-choice" || question.type === "currency") {
    const chosen = entered.chosen.filter((slug) => question.answers.some((answer) => answer.slug === slug));
    const first = chosen[0];
    if (first === undefined) return null;
    if (question.type === "multiple") for (const slug of chosen) answers = toggleAnswer(question, answers, slug, true);
    else if (question.type === "single-choice") answers = chooseAnswer(question, answers, first);
    else answers = { ...answers, [question.field]: Number(first) };
    const follow = question.type === "single-choice" ? question.followUp?.question : undefined;
    if (follow && entered.text) drafts[follow.field] = entered.text;
  } else if (question.type === "inputfield") {
    if (!entered.text) return null;
    drafts[question.field] = entered.text;
    const parsed = parseInput(question, entered.text, answers);
    if (!parsed.ok) return { state, drafts };
    answers = { ...answers, [question.field]: parsed.value };
  } else {
    return null;
  }
  return { state: { answers, answered: new Set([...state.answered, question.slug]) }, drafts };
}

/** Whether this document was loaded at this question's address (not reached by a link within the site). */
function openedHere(pageId: string): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  if (!entry) return true;
  return new URL(entry.name).pathname.endsWith(`/${pageId}`);
}

/**
 * The question runner: one client tree per flow. It shows one question at a time, keeps the
 * answers in browser storage, and moves between questions on the client (history.pushState), so
 * a step costs a render, not a request. The server renders the first question, so every
 * question URL has its heading in the HTML.
 */
export function QuestionRunner({ flowId, initialPageId }: { flowId: FlowId; initialPageId: string }) {
  const flow = flows[flowId];
  const router = useRouter();
  const app = useAppContext();
  const [pageId, setPageId] = useState(initialPageId);
  const [state, setState] = useState<FlowState>(emptyState);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Opened from the results page's "Change …" link: Continue goes back there once nothing new is asked.
  const [returning, setReturning] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Between hydration and the saved answers being read, the fields wait; before hydration (the
  // server's page) they take answers, which are read as React takes over.
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- marks the first render after hydration
  useEffect(() => setHydrated(true), []);
  const waiting = hydrated && !ready;
  const firstInputRef = useRef<HTMLInputElement>(null);
  // A refusal on a step whose field is still loading (the country list) takes focus once it mounts.
  const focusWhenMounted = useRef(false);
  const attachCountryInput = useCallback((input: HTMLInputElement | null) => {
    firstInputRef.current = input;
    if (input && focusWhenMounted.current) {
      focusWhenMounted.current = false;
      input.focus();
    }
  }, []);
  const saveErrorRef = useRef<HTMLDivElement>(null);
  const focusHeading = useRef(false);
  // Counts the pages shown, so showing the same question again (Start again on the first one) still
  // moves focus to its heading and closes the confirmation.
  const [shown, setShown] = useState(0);
  // Start again in a flow with no start page: the first question says the answers are cleared until the visitor moves on.
  const [clearedNote, setClearedNote] = useState(false);
  const loadingOn = useRef(false);
  const stateRef = useRef(state);
  const pageIdRef = useRef(initialPageId);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const question = flow.pages[pageId];
  const at = useMemo(() => position(flow, state, pageId), [flow, state, pageId]);
  const { setLoading, startDate, setStartDate, setEndDate, refreshVisitor } = app;
  const questionEvents = useQuestionEvents(flow.id, ready && question ? pageId : null, at.number);

  /** Shows a page: `push` adds a history entry, `replace` corrects the URL, `none` follows the browser. */
  const show = useCallback(
    (target: string, history: "push" | "replace" | "none", from: FlowState = stateRef.current) => {
      const allowed = allowedPage(flow, from, target);
      const url = pageUrl(flow, allowed);
      // Each entry remembers the question it was reached from, so Back can be the browser's back.
      if (history === "push") window.history.pushState({ questionFrom: pageIdRef.current }, "", url);
      else if (history === "replace" || allowed !== target) window.history.replaceState(null, "", url);
      pageIdRef.current = allowed;
      setPageId(allowed);
      setShown((n) => n + 1);
      setClearedNote(false);
      setDrafts(draftsFor(flow.pages[allowed], from));
      setError(null);
      setSaveError(null);
      focusHeading.current = history !== "replace";
      focusWhenMounted.current = false;
    },
    [flow],
  );

  // Restore the saved answers once, then send a deep link past a gap to the first unanswered question.
  // An answer given on the server-drawn question before React took the page over is read from the
  // form at once, before a render can reset its fields, and kept over the saved one; a press of
  // Continue made then (src/lib/early-press.ts) is acted on once the page is ready (below).
  useEffect(() => {
    let cancelled = false;
    const entered = readEnteredFields(formRef.current, flow.pages[initialPageId], `${initialPageId}-input`);
    void loadFlowState().then((restored) => {
      if (cancelled) return;
      const requested = pageForPath(flow, window.location.pathname) ?? initialPageId;
      let start: FlowState = flow.id === "partner" ? { ...restored, answers: { ...restored.answers, introducer: partner.slug } } : preChooseArea(flow, restored, requested);
      const early = requested === initialPageId ? applyEntered(flow.pages[initialPageId], entered, start) : null;
      if (early) start = early.state;
      setState(start);
      setReturning(new URLSearchParams(window.location.search).get("return") === "results");
      show(requested, "replace", start);
      // Reached by a link within the site (Start, Carry on), the first question takes focus as every
      // later one does, so a keyboard or screen-reader user starts on its heading; opened directly
      // (the document's own address is this page), focus is left where the browser puts it.
      if (!openedHere(initialPageId)) focusHeading.current = true;
      if (early) setDrafts((current) => ({ ...current, ...early.drafts }));
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [flow, initialPageId, show]);

  useEffect(() => {
    if (ready && !startDate) setStartDate(new Date());
  }, [ready, startDate, setStartDate]);

  // Once ready: a press of Continue held before React ran is made again, on the question it was
  // made on (a deep link sent elsewhere drops it).
  useEffect(() => {
    if (!ready) return;
    if (pageIdRef.current === initialPageId) replayEarlyPress(formRef.current);
    else formRef.current?.removeAttribute("data-pressed");
  }, [ready, initialPageId]);

  // Browser back and forward: follow the URL (through the same guard).
  useEffect(() => {
    const onPopState = () => {
      const target = pageForPath(flow, window.location.pathname);
      if (target) show(target, "none");
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [flow, show]);

  // Persist every change, and keep the progress keys and the document title in step.
  useEffect(() => {
    if (!ready) return;
    saveFlowState(state);
    saveProgress(flow, state, pageId);
  }, [ready, state, flow, pageId]);

  useEffect(() => {
    if (!ready || !question) return;
    document.title = `${question.text} | ${site.name}`;
    if (flow.id === "partner") markPartnerStepVisited(pageId);
    if (focusHeading.current) {
      focusHeading.current = false;
      // A new question starts at the top of the page, its progress line in view below the sticky
      // header: focusing the heading alone would scroll only as far as the heading, from wherever
      // Continue was pressed.
      window.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [ready, pageId, shown, question, flow.id]);

  // The loading overlay stays on until the results page replaces this one.
  useEffect(
    () => () => {
      if (loadingOn.current) setLoading(false);
    },
    [setLoading],
  );

  const update = (answers: FormData) => {
    if (!question) return;
    setState((current) => ({ answers, answered: new Set([...current.answered, question.slug]) }));
    setError(null);
  };

  const fail = (message: string) => {
    setError(message);
    if (firstInputRef.current) firstInputRef.current.focus();
    else focusWhenMounted.current = true;
  };

  const submit = async (finished: FlowState) => {
    setSaving(true);
    setSaveError(null);
    setLoading(true);
    loadingOn.current = true;
    const finishedAt = new Date();
    setEndDate(finishedAt);
    const result = await sendSubmission(
      { answers: submissionAnswers(flow, finished), startedAt: startDate?.toISOString() ?? null, finishedAt: finishedAt.toISOString() },
      { known: app.visitor !== null, start: refreshVisitor },
    );
    if (result.ok) {
      router.push(routes.results);
      return;
    }
    setLoading(false);
    loadingOn.current = false;
    setSaving(false);
    setSaveError(result.error);
    requestAnimationFrame(() => saveErrorRef.current?.focus());
  };

  const onContinue = (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || saving || !question) return;
    let answers = state.answers;
    if (question.type === "inputfield") {
      const parsed = parseInput(question, drafts[question.field] ?? "", answers);
      if (!parsed.ok) return fail(parsed.error);
      answers = { ...answers, [question.field]: parsed.value };
    } else {
      if (!state.answered.has(question.slug)) return fail(question.missing);
      const follow = question.type === "single-choice" ? question.followUp : undefined;
      if (follow && selectedChoice(question as Extract<Question, { type: "single-choice" }>, answers) === follow.when) {
        const parsed = parseInput(follow.question, drafts[follow.question.field] ?? "", answers);
        if (!parsed.ok) return fail(parsed.error);
        answers = { ...answers, [follow.question.field]: parsed.value };
      }
      const missing = storedAnswerError(question, answers);
      if (missing) return fail(missing);
    }
    questionEvents.answered();
    const next: FlowState = { answers, answered: new Set([...state.answered, question.slug]) };
    setState(next);
    if (returning) {
      // Re-walk only where the change opened questions not answered yet; otherwise straight back.
      const gap = firstUnanswered(flow, next);
      if (gap === RESULTS) void submit(next);
      else show(gap, "push", next);
      return;
    }
    const target = position(flow, next, pageId).next;
    if (target === RESULTS) void submit(next);
    else show(target, "push", next);
  };

  const onBack = () => {
    questionEvents.wentBack();
    const cameFrom = (window.history.state as { questionFrom?: string } | null)?.questionFrom;
    if (at.previous && cameFrom === at.previous) window.history.back();
    else if (at.previous) show(at.previous, "push");
    else if (flow.startUrl) router.push(flow.startUrl);
  };

  const onStartAgain = () => {
    clearQuestionnaire();
    setStartDate(null);
    const cleared: FlowState = flow.id === "partner" ? { ...emptyState, answers: { ...defaultFormData, introducer: partner.slug } } : emptyState;
    if (flow.startUrl) {
      // Leaving for the start page: stop saving, so the cleared storage stays empty.
      setReady(false);
      setJustCleared(true);
      router.push(flow.startUrl);
      return;
    }
    setState(cleared);
    show(walk(flow, cleared)[0] ?? pageId, "push", cleared);
    setClearedNote(true);
  };

  if (!question) return null;

  const ids = { hint: `${pageId}-hint`, error: `${pageId}-error`, input: `${pageId}-input` };
  const describedBy = [question.hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
  const answered = state.answered.has(question.slug);
  const heading = (
    <h1 ref={headingRef} tabIndex={-1} aria-describedby={clearedNote ? "answers-cleared" : undefined} className="font-serif text-3xl leading-tight text-ink focus:outline-none sm:text-4xl">
      {question.type === "inputfield" || question.type === "country" ? <label htmlFor={ids.input}>{question.text}</label> : question.text}
    </h1>
  );
  const hint = (
    <>
      {question.hint && (
        <p id={ids.hint} className="mt-3 text-base text-muted">
          {question.hint}
        </p>
      )}
      <QuestionTerms slug={question.slug} />
    </>
  );
  const errorMessage = (
    <div aria-live="assertive" className="mt-4 empty:hidden">
      {error && (
        <p id={ids.error} className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
    </div>
  );

  // A question answered in one control of its own (a text input, the country picker), which its heading labels.
  const withOwnControl = (control: React.ReactNode) => (
    <div>
      {heading}
      {hint}
      {errorMessage}
      <div className="mt-6">{control}</div>
    </div>
  );

  let body: React.ReactNode;
  if (question.type === "multiple" || question.type === "single-choice" || question.type === "currency") {
    const chosen =
      question.type === "multiple"
        ? new Set(question.answers.filter((answer) => state.answers[answer.slug]).map((answer) => answer.slug))
        : question.type === "single-choice"
          ? new Set(answered ? [selectedChoice(question, state.answers)] : [])
          : new Set([String(state.answers[question.field])]);
    const follow = question.type === "single-choice" ? question.followUp : undefined;
    body = (
      <fieldset aria-describedby={describedBy}>
        <legend className="w-full">{heading}</legend>
        {hint}
        {errorMessage}
        <div className={`mt-6 grid gap-3 ${question.type === "currency" ? "grid-cols-2" : ""}`}>
          {question.answers.map((answer, index) => (
            <AnswerOption
              key={answer.slug}
              type={question.type === "multiple" ? "checkbox" : "radio"}
              name={question.slug}
              value={answer.slug}
              text={answer.text}
              checked={chosen.has(answer.slug)}
              inputRef={index === 0 ? firstInputRef : undefined}
              onChange={(checked) => {
                if (question.type === "multiple") update(toggleAnswer(question, state.answers, answer.slug, checked));
                else if (question.type === "single-choice") update(chooseAnswer(question, state.answers, answer.slug));
                else update({ ...state.answers, [question.field]: Number(answer.slug) });
              }}
            />
          ))}
        </div>
        {follow && chosen.has(follow.when) && (
          <div className="mt-6 border-l-4 border-brand-200 pl-4">
            <label htmlFor={ids.input} className="block text-lg font-semibold text-ink">
              {follow.question.text}
            </label>
            {follow.question.hint && <p className="mt-1 text-muted">{follow.question.hint}</p>}
            <div className="mt-3">
              <AnswerInput
                id={ids.input}
                question={follow.question}
                value={drafts[follow.question.field] ?? ""}
                invalid={!!error}
                describedBy={error ? ids.error : undefined}
                onChange={(text) => setDrafts((current) => ({ ...current, [follow.question.field]: text }))}
              />
            </div>
          </div>
        )}
      </fieldset>
    );
  } else if (question.type === "inputfield") {
    body = withOwnControl(
      <AnswerInput
        id={ids.input}
        question={question}
        value={drafts[question.field] ?? ""}
        invalid={!!error}
        describedBy={describedBy}
        inputRef={firstInputRef}
        onChange={(text) => {
          setDrafts((current) => ({ ...current, [question.field]: text }));
          const parsed = parseInput(question, text, state.answers);
          if (parsed.ok) update({ ...state.answers, [question.field]: parsed.value });
        }}
      />,
    );
  } else {
    const value = question.field === "taxResidence" ? (state.answers.taxResidence ? [state.answers.taxResidence] : []) : state.answers.lloydsCountryConnected;
    body = withOwnControl(
      <Suspense fallback={countryPickerPlaceholder}>
        <CountryPicker
          id={ids.input}
          multiple={question.multiple}
          value={value}
          invalid={!!error}
          describedBy={describedBy}
          inputRef={attachCountryInput}
          onType={() => setError(null)}
          onChange={(codes) =>
            update(question.field === "taxResidence" ? { ...state.answers, taxResidence: codes[0] ?? null } : { ...state.answers, lloydsCountryConnected: codes })
          }
        />
      </Suspense>,
    );
  }

  const percent = Math.round((at.number / Math.max(at.total, 1)) * 100);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-16 pt-6 sm:pt-10">
      {flow.id === "partner" && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted">For {partner.displayName} customers</p>}
      <div className="min-h-12" aria-hidden={!ready}>
        {ready && (
          <>
            <p id="question-progress" className="text-sm font-semibold text-brand-700">
              Question {at.number} of {at.known ? at.total : `about ${at.total}`}
            </p>
            <div
              role="progressbar"
              aria-labelledby="question-progress"
              aria-valuemin={1}
              aria-valuemax={at.total}
              aria-valuenow={at.number}
              className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
            </div>
          </>
        )}
      </div>
      {clearedNote && (
        <p id="answers-cleared" className="mt-4 font-medium text-ink">
          Your answers are cleared.
        </p>
      )}
      <form ref={formRef} data-early-press onSubmit={onContinue} noValidate className="mt-6" aria-busy={!ready || saving}>
        <div key={`${pageId}:${ready}`} className={waiting ? "pointer-events-none" : ""}>
          <fieldset disabled={waiting} className="contents">
            {body}
          </fieldset>
        </div>
        {returning && ready && (
          <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">Continue takes you back to your results once any new questions are answered.</p>
        )}
        {saveError && (
          <div ref={saveErrorRef} tabIndex={-1} role="alert" className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-800 focus:outline-none">
            <p className="font-semibold">Your answers have not been sent yet</p>
            <p className="mt-1">{saveError}</p>
          </div>
        )}
        {/* Continue first, then Back: on a phone stacked, wider side by side, in the order Tab reaches them. */}
        <div data-needs-scripts className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
          <button
            type="submit"
            disabled={waiting || saving}
            className="min-h-14 rounded-full bg-brand-700 px-10 text-lg font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
          >
            Continue
          </button>
          {(at.previous || flow.startUrl) && (
            <button
              type="button"
              onClick={onBack}
              disabled={!ready || saving}
              className="min-h-14 rounded-full border-2 border-brand-200 px-8 text-lg font-semibold text-brand-800 hover:border-brand-400 disabled:opacity-60"
            >
              Back
            </button>
          )}
        </div>
      </form>
      {/* Shown before the answers are restored too (disabled), so nothing below it moves when they are;
          keyed by the page shown, so a confirmation left open does not follow the visitor to the next one. */}
      <StartAgain key={`${pageId}:${shown}`} onConfirm={onStartAgain} disabled={!ready} />
    </div>
  );
}
