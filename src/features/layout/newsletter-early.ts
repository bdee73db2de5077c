/** Set on the newsletter form when "Sign up" was pressed before its code had run. */
const SENT_EARLY = "data-sent-early";

let release: (() => void) | undefined;

/**
 * Holds a press of "Sign up" on the server-drawn form while its code is on its way: such a press
 * would otherwise be sent as a plain post that loses what was typed. Listening on the window in the
 * capture phase comes before React's own listener, which stops an event aimed at a part of the page
 * it has not yet taken over. `pressed` is told, so that the code is fetched at once.
 */
export function holdEarlyPresses(form: HTMLFormElement, pressed: () => void) {
  const hold = (event: Event) => {
    if (event.target !== form) return;
    event.preventDefault();
    form.setAttribute(SENT_EARLY, "");
    pressed();
  };
  addEventListener("submit", hold, true);
  release = () => removeEventListener("submit", hold, true);
}

/** Called by the form once React has it: stops holding presses and sends the one held, if any. */
export function sendHeldPress(form: HTMLFormElement) {
  release?.();
  release = undefined;
  if (!form.hasAttribute(SENT_EARLY)) return;
  form.removeAttribute(SENT_EARLY);
  form.requestSubmit();
}
