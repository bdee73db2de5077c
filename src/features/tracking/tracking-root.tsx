"use client";

import { lazy, Suspense } from "react";
import { useAppContext } from "@/components/app-context";
import { publicEnv } from "@/config/public-env";
import { useConsent } from "@/lib/consent";

// The address the visitor arrived at, kept in memory only, so UTM tags can still be recorded if
// they agree to analytics after moving on to another page.
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
  if (consent?.analytics !== true && !anyThirdParty) return null;
  return (
    <Suspense fallback={null}>
      <Watchers consent={consent} hasVisitor={visitor !== null} arrivalUrl={arrivalUrl} anyThirdParty={anyThirdParty} />
    </Suspense>
  );
}
