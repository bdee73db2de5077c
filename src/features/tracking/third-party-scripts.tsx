"use client";

import Script from "next/script";
import { useEffect, useRef } from "react";
import { publicEnv } from "@/config/public-env";
import { OPTIONAL_CATEGORIES, type ConsentChoice, type OptionalCategory } from "@/lib/consent";
import { analyticsPageLocation } from "./analytics-page-location";

/**
 * The third-party scripts, each loaded only when its id is configured and only after
 * consent to its category: the analytics tag (analytics), the tag manager and the reviews
 * widget (marketing). The cookie-consent blocker is strictly necessary and loads when set.
 * A loaded script cannot be unloaded, so withdrawing its category reloads the page.
 */
export function ThirdPartyScripts({ consent }: { consent: ConsentChoice | null }) {
  const { analyticsId, tagManagerId, reviewsScriptUrl, consentBlockerId } = publicEnv;
  const analytics = consent?.analytics === true && Boolean(analyticsId);
  const marketing = consent?.marketing === true && Boolean(tagManagerId || reviewsScriptUrl);
  const loaded = useRef<Set<OptionalCategory>>(new Set());
  const configured = useRef<Set<OptionalCategory>>(new Set());

  useEffect(() => {
    const withdrawn = OPTIONAL_CATEGORIES.some((category) => loaded.current.has(category) && consent?.[category] !== true);
    if (withdrawn) location.reload();
    if (analytics) loaded.current.add("analytics");
    if (marketing) loaded.current.add("marketing");
  }, [consent, analytics, marketing]);

  // The tags' set-up runs here, in the site's own bundle, rather than as inline scripts, so the
  // Content-Security-Policy needs no inline-script exception for them (src/server/security-headers.ts).
  useEffect(() => {
    const w = window as unknown as { dataLayer?: unknown[] };
    if (analytics && !configured.current.has("analytics")) {
      configured.current.add("analytics");
      w.dataLayer = w.dataLayer ?? [];
      // gtag.js reads each command as an arguments object, exactly as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      const gtag = function (..._command: unknown[]) { w.dataLayer?.push(arguments); };
      gtag("js", new Date());
      // The page's address without a token or id its query may carry (analytics-page-location.ts).
      gtag("config", analyticsId, { page_location: analyticsPageLocation(location.href) });
    }
    if (marketing && tagManagerId && !configured.current.has("marketing")) {
      configured.current.add("marketing");
      w.dataLayer = w.dataLayer ?? [];
      w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    }
  }, [analytics, marketing, analyticsId, tagManagerId]);

  return (
    <>
      {consentBlockerId ? <Script id="consent-blocker" src="https://consent.cookiebot.com/uc.js" data-cbid={consentBlockerId} strategy="afterInteractive" /> : null}
      {analytics ? <Script src={`https://www.googletagmanager.com/gtag/js?id=${analyticsId}`} strategy="afterInteractive" /> : null}
      {marketing && tagManagerId ? <Script id="tag-manager" src={`https://www.googletagmanager.com/gtm.js?id=${tagManagerId}`} strategy="afterInteractive" /> : null}
      {marketing && reviewsScriptUrl ? <Script id="reviews-widget" src={reviewsScriptUrl} strategy="lazyOnload" /> : null}
    </>
  );
}
