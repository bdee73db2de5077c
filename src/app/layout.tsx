import type { Metadata, Viewport } from "next";
import { AppProvider } from "@/components/app-context";
import { BRAND_ICON_DATA_URL } from "@/config/brand-icon";
import { PageThemeProvider } from "@/components/page-theme";
import { siteUrl } from "@/config/env";
import { site } from "@/config/site";
import { consentBannerGate } from "@/lib/consent-banner-gate";
import { ConsentBannerText } from "@/features/consent/consent-banner-text";
import { ConsentRoot } from "@/features/consent/consent-root";
import { CookieSettingsButton } from "@/features/consent/cookie-settings-button";
import { FooterBanner } from "@/features/layout/footer-banner";
import { LoadingOverlay } from "@/features/layout/loading-overlay";
import { Logo } from "@/features/layout/logo";
import { SearchTermCapture } from "@/features/layout/search-term-capture";
import { SiteFooter } from "@/features/layout/site-footer";
import { MenuWithoutScripts } from "@/features/layout/menu-without-scripts";
import { SiteHeader } from "@/features/layout/site-header";
import { SkipLink } from "@/features/layout/skip-link";
import { TrackingRoot } from "@/features/tracking/tracking-root";

export function generateMetadata(): Metadata {
  return {
    // Canonical and Open Graph URLs are made absolute against SITE_URL.
    metadataBase: new URL(`${siteUrl()}/`),
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    // Set here, the icons replace the file-based ones, so the home-screen icon (app/apple-icon.tsx) is named too.
    icons: { icon: [{ url: BRAND_ICON_DATA_URL, type: "image/svg+xml" }], apple: [{ url: "/apple-icon", sizes: "180x180", type: "image/png" }] },
    openGraph: { siteName: site.name, locale: "en_GB", type: "website" },
  };
}

export const viewport: Viewport = { themeColor: "#081a12" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The consent gate may mark <html> before React hydrates it; it also holds presses made before then.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: consentBannerGate }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <AppProvider>
          <PageThemeProvider>
            {/* The first Tab stop on every page; the consent banner follows it (docs/shell.md). */}
            <SkipLink />
            <ConsentRoot text={<ConsentBannerText />} />
            <SearchTermCapture />
            <SiteHeader logo={<Logo />} />
            <MenuWithoutScripts />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <FooterBanner />
            <LoadingOverlay />
            <SiteFooter legalExtras={<CookieSettingsButton />} />
            <TrackingRoot />
          </PageThemeProvider>
        </AppProvider>
      </body>
    </html>
  );
}
