import "@fontsource-variable/inter";
import "@fontsource-variable/source-serif-4";
import "./globals.css";

import type { Metadata } from "next";
import { AppProvider } from "@/components/app-context";
import { PageThemeProvider } from "@/components/page-theme";
import { site } from "@/config/site";
import { ConsentRoot } from "@/features/consent/consent-root";
import { CookieSettingsButton } from "@/features/consent/cookie-settings-button";
import { SiteFooter } from "@/features/layout/site-footer";
import { SiteHeader } from "@/features/layout/site-header";
import { TrackingRoot } from "@/features/tracking/tracking-root";

export const metadata: Metadata = {
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <AppProvider>
          <PageThemeProvider>
            <ConsentRoot />
            <SiteHeader />
            <main id="main">{children}</main>
            <SiteFooter legalExtras={<CookieSettingsButton />} />
            <TrackingRoot />
          </PageThemeProvider>
        </AppProvider>
      </body>
    </html>
  );
}
