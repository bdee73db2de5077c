"use client";

import { Activity, lazy } from "react";
import { holdEarlyPresses } from "./newsletter-early";

/**
 * Resolves at the browser's first idle moment once React is taking the page over (within 1.5 s in
 * any case), or sooner when the visitor reaches for the server-drawn form: a pointer, a touch, the
 * keyboard's focus or a press of "Sign up" (held until the form's code has run: newsletter-early.ts).
 * Soon, not when the form is scrolled to: until React has the form, a navigation or a refresh
 * waits for it. The listeners are on the window in the capture phase, ahead of React's own on the
 * document, which stops a pointer, touch or focus event aimed at a part it has not yet taken over.
 */
function soon(): Promise<void> {
  const form = document.querySelector<HTMLFormElement>('form[aria-labelledby="newsletter-heading"]');
  if (!form) return Promise.resolve();
  return new Promise((resolve) => {
    const reaches = ["pointerdown", "touchstart", "focusin"] as const;
    const reach = (event: Event) => event.target instanceof Node && form.contains(event.target) && reached();
    function reached() {
      for (const type of reaches) removeEventListener(type, reach, true);
      resolve();
    }
    for (const type of reaches) addEventListener(type, reach, { capture: true, passive: true });
    holdEarlyPresses(form, reached);
    if (typeof requestIdleCallback === "function") requestIdleCallback(reached, { timeout: 1500 });
    else setTimeout(reached, 500);
  });
}

/** The form's code, asked for three times before the visitor is told it could not come. */
async function loadForm(tries = 3): Promise<{ default: () => React.ReactNode }> {
  try {
    const { NewsletterForm } = await import("./newsletter-form");
    return { default: NewsletterForm };
  } catch {
    if (tries > 1) return new Promise((resolve) => setTimeout(() => resolve(loadForm(tries - 1)), 2000));
    return { default: FormDidNotLoad };
  }
}

function FormDidNotLoad() {
  return <p className="text-sm font-semibold text-amber-200">The sign-up form did not load. Please reload the page to sign up.</p>;
}

const LateForm = lazy(() => soon().then(() => loadForm()));

/**
 * The footer's newsletter sign-up. Its code (the fields, their checks, the server action) is not
 * among the scripts a page needs to be drawn and taken over: it comes just after them (soon). Until
 * then the server's HTML stands in and React leaves it as it is, so what is typed into it stays
 * when React takes it over. Only the server's bundle holds the form itself.
 *
 * An Activity, not a Suspense boundary, keeps the server's form while its code is on its way: the
 * server would send a Suspense boundary this large, this far down the page, after the rest of the
 * document, to be moved into place by an inline script. A footer drawn by the browser itself (after
 * a navigation from a page without one) fetches the code at once, and the navigation waits for it.
 */
export function NewsletterAfterLoad() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only the server's bundle may hold the form itself
  const Form: typeof LateForm = typeof window === "undefined" ? require("./newsletter-form").NewsletterForm : LateForm;
  return (
    <Activity>
      <Form />
    </Activity>
  );
}
