/**
 * Set for a few minutes when a member signs out or deletes their account, and read once by
 * ClearBrowserData on the sign-in page those actions end on. Only this site can set it, so a link
 * to the page cannot clear anyone's drafts.
 */
export const CLEAR_BROWSER_COOKIE = "wm_clear_browser";

/** Sets that cookie, for ten minutes, on the response the server action is writing. */
export function askBrowserToClear(jar: { set: (name: string, value: string, options: { maxAge: number; path: string; sameSite: "lax" }) => unknown }): void {
  jar.set(CLEAR_BROWSER_COOKIE, "1", { maxAge: 600, path: "/", sameSite: "lax" });
}
