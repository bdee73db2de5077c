"use client";

import { useSyncExternalStore } from "react";
import { knownTimeZone, UK_ZONE } from "../times";

const subscribe = () => () => {};
const browserZone = () => knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? UK_ZONE;

/**
 * The visitor's time zone, from their browser. The server's page shows UK time; once the page is
 * live in the browser the times move to the visitor's own zone (the same on any UK device).
 */
export function useBrowserZone(): string {
  return useSyncExternalStore(subscribe, browserZone, () => UK_ZONE);
}
