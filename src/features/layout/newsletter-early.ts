/** A press of "Sign up" made before the form's code had run, waiting to be sent. */
let held = false;
let release: (() => void) | undefined;

/**
 * Holds a press of "Sign up" on the server-drawn form while its code is on its way: such a press
 * would otherwise be sent as a plain post that loses what was typed. `pressed` is told, so that the
 * code is fetched at once. The first press after the form has left the page (a navigation took it
 * before its code came) ends the hold.
 */
export function holdEarlyPresses(form: HTMLFormElement, pressed: () => void) {
  const hold = (event: Event) => {
    if (!form.isConnected) return releaseHold();
    if (event.target !== form) return;
    event.preventDefault();
    held = true;
    pressed();
  };
  addEventListener("submit", hold, true);
  release = () => removeEventListener("submit", hold, true);
}

function releaseHold() {
  release?.();
  release = undefined;
}

/** Called by the form as React takes it over: stops holding presses and sends the one held, if any. */
export function sendHeldPress(form: HTMLFormElement) {
  releaseHold();
  if (!held) return;
  held = false;
  form.requestSubmit();
}
