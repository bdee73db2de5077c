"use client";

import { useEffect } from "react";

/**
 * Takes a notice's parameters out of the page's address once the page that shows it is on screen,
 * so that a reload, a bookmark or a copied link does not say it again ("count from now", when
 * nothing was done). The page as drawn keeps the notice. Through the browser's own history, which
 * Next.js's router follows without fetching the page again. Without scripts the address keeps them.
 */
export function ForgetNotice({ names }: { names: string }) {
  useEffect(() => {
    const address = new URL(window.location.href);
    const present = names.split(" ").filter((name) => address.searchParams.has(name));
    if (present.length === 0) return;
    for (const name of present) address.searchParams.delete(name);
    window.history.replaceState(null, "", address);
  }, [names]);
  return null;
}
