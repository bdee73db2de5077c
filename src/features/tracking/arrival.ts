/**
 * The tagged address a visitor arrived at, kept in the tab's session storage from the moment they
 * accept analytics until it is recorded (`wm_arrival`, analytics in src/config/storage-inventory.ts,
 * so refusing or withdrawing clears it). Without it, a full page load between accepting and the
 * record being sent (typing an address, a link opened in the same tab) would lose the tags, and the
 * visit would count as direct. Nothing is stored before a choice: tags of an arrival followed by a
 * full page load before any choice are not kept (docs/tracking.md).
 */
const KEY = "wm_arrival";

/** Keeps the address's page and its utm_ parameters only: nothing else it carried is stored. */
export function rememberArrival(url: string): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return;
    const address = new URL(url);
    const kept = new URL(address.pathname, address.origin);
    for (const [key, value] of address.searchParams) if (key.startsWith("utm_")) kept.searchParams.append(key, value);
    sessionStorage.setItem(KEY, kept.toString());
  } catch {
    // Storage blocked, or not an address: the tags can still be recorded from this page.
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
