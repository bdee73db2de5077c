"use client";

import type { Route } from "next";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { readText, storageKeys, writeText } from "@/lib/browser-storage";
import { compareDestination } from "@/lib/compare-destination";

/**
 * The stored searchTerm as React state. Writers call `storeSearchTerm`, which tells every
 * Compare Now button on the page; other tabs are heard through the storage event.
 */
const CHANGE_EVENT = "wm:search-term";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function storeSearchTerm(value: string): void {
  writeText(storageKeys.searchTerm, value);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Where Compare Now goes for this visitor; the questionnaire while rendering on the server. */
export function useCompareHref(): Route {
  const searchTerm = useSyncExternalStore(subscribe, () => readText(storageKeys.searchTerm), () => null);
  return compareDestination(searchTerm);
}

/** A Compare Now link that follows the visitor's stored searchTerm (docs/product.md, "Pages"). */
export function CompareNowLink({ className, children = "Compare Now", onClick }: { className?: string; children?: React.ReactNode; onClick?: () => void }) {
  const href = useCompareHref();
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
