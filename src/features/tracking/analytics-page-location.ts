/**
 * The page address given to Google Analytics: the address without its fragment and with only its
 * campaign parameters (utm_* and gclid), so a one-time sign-in link's token or an unsubscribe
 * link's id never reaches it (docs/tracking.md, "Third-party scripts").
 */
export function analyticsPageLocation(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (isCampaignParameter(key)) kept.append(key, value);
  url.search = kept.toString();
  url.hash = "";
  return url.toString();
}

/** A query parameter that only says which campaign brought the visitor (utm_*, gclid): never a secret. */
export function isCampaignParameter(key: string): boolean {
  return key.startsWith("utm_") || key === "gclid";
}
