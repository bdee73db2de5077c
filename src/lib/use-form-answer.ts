"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import type { FormState } from "./validated-action";

/** The fields a refusal marks. */
const MARKED = "[aria-invalid='true']";

/**
 * Where focus goes after each answer to a form (docs/shell.md, "Error summaries"). The send button
 * is disabled while the form is sent, which leaves focus on the page itself: so once the answer is
 * drawn, focus goes to the first field the refusal marked (`refused`, a selector inside the form;
 * by default the fields marked `aria-invalid`), else to the message the answer shows. A form whose
 * refusal sits above its fields as a summary passes `refused: null`: focus goes to the message,
 * which the summary's words send on to the fields. Returns the refs to put on the form (where
 * `refused` is used) and on the message shown, refusal or success (which needs `tabIndex={-1}`;
 * a form that gives way to its success message puts the same ref on that message).
 */
export function useAnswerFocus<M extends HTMLElement = HTMLParagraphElement>(state: FormState, refused: string | null = MARKED) {
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<M>(null);
  useEffect(() => {
    if (state.status === "idle") return;
    if (refused === null) message.current?.focus();
    else focusRefusal(form.current ?? message.current?.closest("form"), message.current, refused);
  }, [state, refused]);
  return { form, message };
}

/**
 * What a form answered beside itself does after each answer: once saved, the page's data is read
 * again (`router.refresh`); focus goes as `useAnswerFocus` says. Returns the same refs.
 */
export function useFormAnswer<M extends HTMLElement = HTMLParagraphElement>(state: FormState, refused: string | null = MARKED) {
  const router = useRouter();
  useEffect(() => {
    if (state.status === "sent") router.refresh();
  }, [state, router]);
  return useAnswerFocus<M>(state, refused);
}

/** Focus on the first field of `form` that `refused` selects, else on `message`. */
function focusRefusal(form: HTMLFormElement | null | undefined, message: HTMLElement | null, refused = MARKED): void {
  (form?.querySelector<HTMLElement>(refused) ?? message)?.focus();
}

/**
 * For a button whose answer is drawn in place of it or beside it (no form state): focus goes to
 * the returned ref's element each time `answer` changes to something other than null, so that it
 * is read out and the keyboard carries on from there. When the page draws the same answer
 * elsewhere (`place` changes, say once a refreshed page has dropped the row it was in), focus
 * follows it there only if it was lost with the element that held it.
 */
export function useFocusOnAnswer<E extends HTMLElement = HTMLParagraphElement>(answer: unknown, place?: unknown) {
  const at = useRef<E>(null);
  const focused = useRef<unknown>(null);
  useEffect(() => {
    if (answer === null || answer === undefined) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focused.current === answer && !lost) return;
    focused.current = answer;
    at.current?.focus();
  }, [answer, place]);
  return at;
}
