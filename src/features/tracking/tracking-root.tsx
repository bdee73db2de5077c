"use client";

import { lazy, Suspense, useEffect } from "react";
import { useAppContext } from "@/components/app-context";
import { publicEnv } from "@/config/public-env";
import { useConsent } from "@/lib/consent";

// The address the visitor arrived at, kept in memory until they accept analytics (then in the tab's
// session storage until recorded: arrival.ts), so UTM tags can still be recorded if they agree to
// analytics after moving on to another page.
const arrivalUrl = typeof window === "undefined" ? null : location.href;

const anyThirdParty = Boolean(publicEnv.analyticsId || publicEnv.tagManagerId || publicEnv.reviewsScriptUrl || publicEnv.consentBlockerId);
const Watchers = lazy(() => import("./watchers").then((module) => ({ default: module.Watchers })));

/**
 * Starts what watches the visit (watchers.tsx) once something may run: analytics accepted, or a
 * third-party script configured (each waits for its own category there). Until then a page
 * carries none of that code.
 */
export function TrackingRoot() {
  const consent = useConsent();
  const { visitor } = useAppContext();
  const analytics = consent?.analytics === true;
  // Kept the moment analytics is accepted, so a full page load before the tags are sent keeps them.
  // Written here in a few bytes, since every page carries this; arrival.ts reads it under the same key.
  useEffect(() => {
    try {
      if (analytics && arrivalUrl?.includes("utm_") && !sessionStorage.getItem("wm_arrival")) sessionStorage.setItem("wm_arrival", arrivalUrl);
    } catch {
      // Storage blocked: the tags can still be recorded from this page.
    }
  }, [analytics]);
  if (!analytics && !anyThirdParty) return null;
  return (
    <Suspense fallback={null}>
      <Watchers consent={consent} hasVisitor={visitor !== null} arrivalUrl={arrivalUrl} anyThirdParty={anyThirdParty} />
    </Suspense>
  );
}
