import type { HeaderTheme } from "@/components/page-theme";
import { partner } from "@/config/partner";
import { routes } from "@/config/routes";

/**
 * The header and footer rules of docs/product.md, "Pages", as data about a path, so the components and the tests read
 * the same thing.
 */
export const STICKY_AFTER_PX = 40;

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Dark on home, the insurer flow, contact us, the knowledge centre, terms and landing pages; light elsewhere. */
export function headerTheme(pathname: string): HeaderTheme {
  if (pathname === routes.home) return "dark";
  const darkPrefixes = [`/${partner.slug}`, routes.contactUs, routes.knowledgeCentre, ...Object.values(routes.terms), routes.landingPages];
  return darkPrefixes.some((prefix) => within(pathname, prefix)) ? "dark" : "light";
}

/** Knowledge centre, about us, contact us and Compare Now: hidden inside the questionnaire and the sales portal. */
export function showsMainButtons(pathname: string): boolean {
  return !pathname.startsWith(`${routes.proforma}/`) && !within(pathname, routes.salesPortal);
}

/** Compare Now is pointless on the questionnaire's own start page. */
export function showsCompareNow(pathname: string): boolean {
  return showsMainButtons(pathname) && pathname !== routes.proforma;
}

export function showsFooter(pathname: string): boolean {
  return !within(pathname, routes.salesPortal);
}

/** The sticky "Get personalised wealth manager matches" banner above the footer. */
export function showsFooterBanner(pathname: string): boolean {
  return pathname === routes.home || pathname.startsWith(routes.knowledgeCentre) || pathname.startsWith(routes.landingPages);
}

/** Pages that show no call-to-action banner at all: the questionnaires, the account and the sales portal. */
function withoutBanners(pathname: string): boolean {
  return [routes.proforma, `/${partner.slug}`, routes.account, routes.salesPortal].some((prefix) => within(pathname, prefix));
}

/**
 * docs/product.md, "Pages": the header's small-screen matches banner (after 40 px of scroll). At most one
 * banner on a phone: where the footer banner shows, it wins, so the header's stays away.
 */
export function showsHeaderBanner(pathname: string): boolean {
  return showsCompareNow(pathname) && !showsFooterBanner(pathname) && !withoutBanners(pathname);
}
