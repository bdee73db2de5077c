"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { CompareNowLink } from "@/components/compare-now-link";
import { usePageThemeOverride } from "@/components/page-theme";
import { routes } from "@/config/routes";
import { AccountLink } from "./account-link";
import { MobileMenu } from "./mobile-menu";
import { mainNavLinks } from "./nav-links";
import { headerTheme, showsCompareNow, showsHeaderBanner, showsMainButtons, STICKY_AFTER_PX } from "./route-rules";
import { useScrolledPast } from "./use-scrolled-past";

/**
 * docs/product.md, "Pages": logo home, the main buttons (hidden in the questionnaire and the sales
 * portal), Compare Now (hidden on /proforma), light or dark by route unless the page sets a post
 * colour, sticky after 40 px of scroll with a matches banner on small screens.
 *
 * The header is `position: sticky` from the start: before 40 px of scroll it sits where it would
 * sit anyway, at the top. Switching from relative to sticky at 40 px made it jump back into view,
 * which counts as a layout shift on every crossing; past 40 px only its shadow and the small-screen
 * banner (absolutely placed, below it) are added.
 *
 * The logo comes from the server layout (`logo`), so the site's facts it names stay out of the
 * browser's bundle.
 */
export function SiteHeader({ logo }: { logo: React.ReactNode }) {
  const pathname = usePathname();
  const override = usePageThemeOverride();
  const theme = override ?? headerTheme(pathname);
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const mainButtons = showsMainButtons(pathname);
  const compareNow = showsCompareNow(pathname);
  const headerBanner = showsHeaderBanner(pathname);
  const dark = theme === "dark";

  return (
    <header
      data-theme={theme}
      data-sticky={sticky ? "true" : "false"}
      className={`sticky top-0 z-40 ${sticky ? "shadow-lg" : ""} ${dark ? "bg-brand-950 text-white" : "border-b border-brand-100 bg-white text-ink"}`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 md:py-4">
        <Link href={routes.home} aria-label="Wealth Match home" className={dark ? "text-white" : "text-brand-900"}>
          {logo}
        </Link>
        {mainButtons && (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 text-sm font-medium md:flex">
              {mainNavLinks.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  aria-current={pathname === link.href ? "page" : undefined}
                  className={`rounded-full px-4 py-2.5 ${dark ? "text-brand-50 hover:bg-white/10" : "text-brand-900 hover:bg-brand-50"} aria-[current=page]:underline aria-[current=page]:underline-offset-4`}
                >
                  {link.label}
                </Link>
              ))}
              <AccountLink className={`rounded-full px-4 py-2.5 ${dark ? "text-brand-50 hover:bg-white/10" : "text-brand-900 hover:bg-brand-50"}`} />
              {compareNow && (
                <CompareNowLink
                  className={`ml-2 rounded-full px-5 py-2.5 font-semibold ${dark ? "bg-white text-brand-900 hover:bg-brand-100" : "bg-brand-700 text-white hover:bg-brand-800"}`}
                />
              )}
            </nav>
            <div className="flex items-center gap-2 md:hidden">
              {compareNow && !sticky && (
                <CompareNowLink className={`inline-flex h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ${dark ? "bg-white text-brand-900" : "bg-brand-700 text-white"}`} />
              )}
              <MobileMenu showCompareNow={compareNow} theme={theme} />
            </div>
          </>
        )}
      </div>
      {sticky && headerBanner && (
        <div data-testid="sticky-matches-banner" className="absolute inset-x-0 top-full border-t border-brand-800 bg-brand-700 text-white shadow-md md:hidden">
          <div className="flex items-center justify-between gap-3 px-4 py-2">
            <p className="text-sm font-semibold leading-tight">Get personalised wealth manager matches</p>
            <CompareNowLink className="inline-flex h-11 shrink-0 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-900" />
          </div>
        </div>
      )}
    </header>
  );
}
