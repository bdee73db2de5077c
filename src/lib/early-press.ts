/**
 * Presses made before React has taken the page over.
 *
 * Until Next.js's scripts have run, a button that needs React does nothing, and a form's submit
 * button sends a plain request that reloads the page without what was typed. The head script
 * (EARLY_PRESS_SCRIPT, in every page's <head> through the consent gate) watches for that window
 * only, while React has not yet started on the document:
 * - a submit of a form marked `data-early-press` is stopped, and the form is marked `data-pressed`;
 * - a press of a `type="button"` button inside an element marked `data-early-press` marks that
 *   button `data-pressed`.
 * Once React runs, the component that owns the form or button calls `replayEarlyPress`, which
 * submits the form or presses the button again, now with its handlers. Nothing typed is lost:
 * the fields keep what the visitor entered, and the form is submitted from them.
 *
 * Once React has started (hydrateRoot marks the document), the script steps aside: React itself
 * takes presses on parts it has not hydrated yet, so holding them too would send them twice.
 */
export const EARLY_PRESS = "data-early-press";
export const PRESSED = "data-pressed";

export const EARLY_PRESS_SCRIPT =
  `(function(){function l(){return Object.keys(document).some(function(k){return k.indexOf("__reactContainer$")==0})}` +
  `addEventListener("submit",function(e){var f=e.target;if(!l()&&f&&f.hasAttribute&&f.hasAttribute("${EARLY_PRESS}")){e.preventDefault();f.setAttribute("${PRESSED}","")}},!0);` +
  `addEventListener("click",function(e){var b=!l()&&e.target&&e.target.closest&&e.target.closest('[${EARLY_PRESS}] button[type="button"]');b&&b.setAttribute("${PRESSED}","")},!0)})();`;

/**
 * Acts on a press the head script held for `element` (a form marked `data-early-press`, or an
 * element holding such buttons): submits the form, or presses the button, again. Call it once
 * the component that owns them is ready to take the press (an effect after hydration).
 */
export function replayEarlyPress(element: HTMLElement | null): void {
  if (!element) return;
  const pressed = element.hasAttribute(PRESSED) ? element : element.querySelector<HTMLElement>(`[${PRESSED}]`);
  if (!pressed) return;
  pressed.removeAttribute(PRESSED);
  if (pressed instanceof HTMLFormElement) pressed.requestSubmit();
  else pressed.click();
}
