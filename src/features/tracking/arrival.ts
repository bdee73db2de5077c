/**
 * The tagged address a visitor arrived at, kept in the tab's session storage from the moment they
 * accept analytics (written by tracking-root.tsx under the same key) until it is sent (`wm_arrival`, analytics in src/config/storage-inventory.ts,
 * so refusing or withdrawing clears it). Without it, a full page load between accepting and the
 * record being sent (typing an address, a link opened in the same tab) would lose the tags, and the
 * visit would count as direct. Nothing is stored before a choice: tags of an arrival followed by a
 * full page load before any choice are not kept (docs/tracking.md).
 */
const KEY = "wm_arrival";

/** Keeps `url` again when it could not be sent for now. */
export function rememberArrival(url: string): void {
  try {
    if (sessionStorage.getItem(KEY) === null) sessionStorage.setItem(KEY, url);
  } catch {
    // Storage blocked: the tags are lost with this page.
  }
}

export function rememberedArrival(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetArrival(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to do.
  }
}
