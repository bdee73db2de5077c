"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Takes a notice's parameters out of the page's address once the page that shows it is on screen,
 * so that a reload, a bookmark or a copied link does not say it again ("count from now", when
 * nothing was done). The page as drawn keeps the notice. Through the browser's own history, which
 * Next.js's router follows without fetching the page again. Run again whenever the address changes,
 * since the next form's answer brings the page back with a notice of its own while this stays
 * mounted. Without scripts the address keeps them.
 */
export function ForgetNotice({ names }: { names: string }) {
  const search = useSearchParams();
  useEffect(() => {
    const address = new URL(window.location.href);
    const present = names.split(" ").filter((name) => address.searchParams.has(name));
    if (present.length === 0) return;
    for (const name of present) address.searchParams.delete(name);
    window.history.replaceState(null, "", address);
  }, [names, search]);
  return null;
}
