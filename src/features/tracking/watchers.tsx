"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useRef } from "react";
import { publicEnv } from "@/config/public-env";
import type { ConsentChoice } from "@/lib/consent";
import type { VisitTracker } from "./tracker";
import { forgetArrival, rememberArrival, rememberedArrival } from "./arrival";
import { hasUtmParameter } from "./utm-parameters";

let utmSent = false;

// next/script and the script definitions are fetched only when some third-party id is configured.
const ThirdPartyScripts = lazy(() => import("./third-party-scripts").then((module) => ({ default: module.ThirdPartyScripts })));

/**
 * Everything that watches the visit, each part started only after consent to its category:
 * first-party visit tracking and UTM capture (analytics, once the anonymous visitor exists),
 * error reporting (analytics) and third-party scripts (their own categories). Loaded by
 * tracking-root.tsx only once something here may run.
 */
export function Watchers({ consent, hasVisitor, arrivalUrl, anyThirdParty }: { consent: ConsentChoice | null; hasVisitor: boolean; arrivalUrl: string | null; anyThirdParty: boolean }) {
  const analytics = consent?.analytics === true;
  return (
    <>
      {analytics && hasVisitor ? <VisitTracking /> : null}
      {analytics && hasVisitor ? <UtmCapture arrivalUrl={arrivalUrl} /> : null}
      {analytics && publicEnv.sentryDsn ? <ErrorReporting dsn={publicEnv.sentryDsn} /> : null}
      {anyThirdParty ? (
        <Suspense fallback={null}>
          <ThirdPartyScripts consent={consent} />
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

/** Records the tags of the address the visitor arrived at: the one kept over a page load (arrival.ts), else this page's. */
function UtmCapture({ arrivalUrl }: { arrivalUrl: string | null }) {
  useEffect(() => {
    const kept = rememberedArrival();
    const url = kept ?? arrivalUrl;
    if (utmSent || !url || !hasUtmParameter(url)) return;
    utmSent = true;
    // Forgotten as it is sent (keepalive: a page left at once still sends it), so a page loaded next
    // cannot send it twice; kept again only when it could not be recorded for now.
    forgetArrival();
    const again = () => {
      utmSent = false;
      if (kept) rememberArrival(kept);
    };
    void fetch("/api/utm", { method: "POST", credentials: "same-origin", keepalive: true, headers: { "content-type": "application/json" }, body: JSON.stringify({ url }) })
      .then((response) => {
        if (response.status === 429 || response.status >= 500) again();
      })
      .catch(again);
  }, [arrivalUrl]);
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
