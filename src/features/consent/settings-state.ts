/** Whether the cookie settings dialog is open: shared by the footer button and the consent root. */
const listeners = new Set<(open: boolean) => void>();

export function openCookieSettings(): void {
  for (const listener of listeners) listener(true);
}

export function onCookieSettingsRequest(listener: (open: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
