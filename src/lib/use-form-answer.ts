"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import type { FormState } from "./validated-action";

/** The fields a refusal marks. */
const MARKED = "[aria-invalid='true']";

/**
 * What a form answered beside itself does after each answer: once saved, the page's data is read
 * again (`router.refresh`); then focus goes to the first refused field (`refused`, a selector inside
 * the form; by default the fields marked `aria-invalid`), else to the message. Returns the refs to
 * put on the form and on its message (which needs `tabIndex={-1}`).
 */
export function useFormAnswer(state: FormState, refused = MARKED) {
  const form = useRef<HTMLFormElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const router = useRouter();
  useEffect(() => {
    if (state.status === "idle") return;
    if (state.status === "sent") router.refresh();
    focusRefusal(form.current, message.current, refused);
  }, [state, router, refused]);
  return { form, message };
}

/** Focus on the first field of `form` that `refused` selects, else on `message`. */
export function focusRefusal(form: HTMLFormElement | null | undefined, message: HTMLElement | null, refused = MARKED): void {
  (form?.querySelector<HTMLElement>(refused) ?? message)?.focus();
}
