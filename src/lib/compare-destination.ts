import type { Route } from "next";
import { partner } from "@/config/partner";
import { routes } from "@/config/routes";

/**
 * Where every Compare Now button goes (docs/product.md, "Pages"): the questionnaire, or the
 * insurer flow's first step when the visitor arrived with the partner's searchTerm.
 */
export function compareDestination(searchTerm: string | null | undefined): Route {
  return searchTerm === partner.searchTerm ? routes.partnerStep(partner.slug, "have-an-account") : routes.proforma;
}

/** The longest searchTerm kept: a search phrase, never a document. */
const MAX_SEARCH_TERM = 200;

/**
 * docs/product.md, "The questionnaire": the searchTerm to store from a page's query string, from `searchTerm` or else
 * `utm_term`; null when neither is given (a visit without one keeps what was stored before).
 */
export function searchTermFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of ["searchTerm", "utm_term"]) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, MAX_SEARCH_TERM);
  }
  return null;
}
