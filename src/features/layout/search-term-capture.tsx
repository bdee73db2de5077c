"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { storeSearchTerm } from "@/components/compare-now-link";
import { searchTermFromQuery } from "@/lib/compare-destination";

/**
 * docs/product.md, "The questionnaire": on arrival, a `searchTerm` or `utm_term` query parameter is kept in browser
 * storage under searchTerm. It reads location directly rather than useSearchParams so that
 * static pages stay static.
 */
export function SearchTermCapture() {
  const pathname = usePathname();
  useEffect(() => {
    const searchTerm = searchTermFromQuery(window.location.search);
    if (searchTerm) storeSearchTerm(searchTerm);
  }, [pathname]);
  return null;
}
