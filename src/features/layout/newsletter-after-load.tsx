"use client";

import { lazy, Suspense, useEffect } from "react";
import { holdEarlyPresses } from "./newsletter-early";

/** Set while the server-drawn form waits for its code: fetches it at once. */
let fetchNow: (() => void) | undefined;

/**
 * Resolves when the browser is first idle after the page has loaded, or sooner when the visitor
 * reaches for the server-drawn form: a pointer, a touch, the keyboard's focus or a press of
 * "Sign up" (held until the form's code has run: newsletter-early.ts). Never later than that: until
 * React has the form, a navigation or a refresh waits for it.
 */
function afterLoad(): Promise<void> {
  const form = document.getElementById("newsletter-heading")?.closest("section")?.querySelector("form");
  if (!form) return Promise.resolve();
  return new Promise((resolve) => {
    const reaches = ["pointerdown", "touchstart", "focusin"] as const;
    function reached() {
      for (const type of reaches) form!.removeEventListener(type, reached);
      fetchNow = undefined;
      resolve();
    }
    fetchNow = reached;
    for (const type of reaches) form.addEventListener(type, reached, { passive: true });
    holdEarlyPresses(form, reached);
    const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(reached, { timeout: 2000 }) : setTimeout(reached, 500));
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
}

const LateForm = lazy(() => afterLoad().then(() => import("./newsletter-form")).then((module) => ({ default: module.NewsletterForm })));

/**
 * Drawn only when React has to draw the form itself instead of taking over the server's, because
 * an update reached it before its code came. The server's form is gone then: fetch the code now.
 */
function FetchingForm() {
  useEffect(() => fetchNow?.(), []);
  return null;
}

/**
 * The footer's newsletter sign-up. Its code (the fields, their checks, the server action) is not
 * among the scripts a page needs to be drawn and taken over: it comes once the page has loaded
 * (afterLoad). Until then the server's HTML stands in and React leaves it as it is, so what is typed
 * into it stays when React takes it over. Only the server's bundle holds the form itself.
 */
export function NewsletterAfterLoad() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only the server's bundle may hold the form itself
  const Form: typeof LateForm = typeof window === "undefined" ? require("./newsletter-form").NewsletterForm : LateForm;
  return (
    <Suspense fallback={<FetchingForm />}>
      <Form />
    </Suspense>
  );
}
