"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useAppContext } from "@/components/app-context";
import { publicEnv } from "@/config/public-env";
import { useConsent } from "@/lib/consent";
import type { VisitTracker } from "./tracker";
import { hasUtmParameter } from "./utm-parameters";

// The address the visitor arrived at, kept in memory only, so UTM tags can still be recorded if
// they agree to analytics after moving on to another page.
const arrivalUrl = typeof window === "undefined" ? null : location.href;
let utmSent = false;

// next/script and the script definitions are fetched only when some third-party id is configured.
const anyThirdParty = Boolean(publicEnv.analyticsId || publicEnv.tagManagerId || publicEnv.reviewsScriptUrl || publicEnv.consentBlockerId);
const ThirdPartyScripts = lazy(() => import("./third-party-scripts").then((module) => ({ default: module.ThirdPartyScripts })));

/**
 * Everything that watches the visit, each part started only after consent to its category:
 * first-party visit tracking and UTM capture (analytics, once the anonymous visitor exists),
 * error reporting (analytics) and third-party scripts (their own categories).
 */
export function TrackingRoot() {
  const consent = useConsent();
  const { visitor } = useAppContext();
  const analytics = consent?.analytics === true;
  return (
    <>
      {analytics && visitor ? <VisitTracking /> : null}
      {analytics && visitor ? <UtmCapture /> : null}
      {analytics && publicEnv.sentryDsn ? <ErrorReporting dsn={publicEnv.sentryDsn} /> : null}
      {anyThirdParty ? (
        <Suspense fallback={null}>
          <ThirdPartyScripts consent={consent ?? null} />
        </Suspense>
      ) : null}
    </>
  );
}

function VisitTracking() {
  const pathname = usePathname();
  const tracker = useRef<VisitTracker | null>(null);

  useEffect(() => {
    let stopped = false;
    void import("./tracker").then(({ startVisitTracker }) => {
      if (!stopped) tracker.current = startVisitTracker();
    });
    // Unmounting (consent withdrawn, or the visitor gone) stops tracking at once.
    return () => {
      stopped = true;
      tracker.current?.stop();
      tracker.current = null;
    };
  }, []);

  useEffect(() => {
    tracker.current?.routeChanged();
  }, [pathname]);

  return null;
}

function UtmCapture() {
  useEffect(() => {
    if (utmSent || !arrivalUrl || !hasUtmParameter(arrivalUrl)) return;
    utmSent = true;
    void fetch("/api/utm", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify({ url: arrivalUrl }) }).catch(
      () => undefined,
    );
  }, []);
  return null;
}

function ErrorReporting({ dsn }: { dsn: string }) {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    // The SDK is a separate chunk fetched only here, so it costs nothing when off.
    void import("./error-reporting").then(({ startErrorReporting }) => {
      if (!cancelled) stop = startErrorReporting(dsn);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [dsn]);
  return null;
}
