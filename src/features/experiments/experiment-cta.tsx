"use client";

import type { Route } from "next";
import Link from "next/link";
import type { AbEventKind } from "@/server/db/schema";
import { useEffect, useSyncExternalStore } from "react";
import { readCookie, writeCookie } from "@/lib/consent";
import { AB_COOKIE, AB_COOKIE_MAX_AGE_SECONDS, assignVariant, parseAssignments, serialiseAssignments } from "./assignment";
import { homeCtaExperiment as experiment, type Variant } from "./experiments";

function record(kind: AbEventKind, variant: Variant) {
  const body = JSON.stringify({ kind, title: experiment.title, testing: variant.name, url: location.host + location.pathname });
  // The goal is a navigation away, so the beacon outlives the page.
  if (kind === "action" && navigator.sendBeacon?.("/api/experiments", new Blob([body], { type: "application/json" }))) return;
  void fetch("/api/experiments", { method: "POST", body, keepalive: true, credentials: "same-origin", headers: { "content-type": "application/json" } }).catch(() => undefined);
}

// The assignment lives in the wm_ab cookie; this tiny store lets React read it and hear changes.
const cookieListeners = new Set<() => void>();
const subscribeCookie = (listener: () => void) => {
  cookieListeners.add(listener);
  return () => cookieListeners.delete(listener);
};
const assignedName = () => parseAssignments(readCookie(document.cookie, AB_COOKIE))[experiment.title] ?? null;

/**
 * The home page call to action for a visitor who has agreed to analytics, worded by their variant
 * of the CTA experiment: assigns the variant once (kept in the wm_ab cookie), records each time it
 * is shown and each click. Loaded by home-compare-cta.tsx only for such visitors.
 */
export function ExperimentCta({ className, href }: { className: string; href: Route }) {
  const stored = useSyncExternalStore(subscribeCookie, assignedName, () => null);
  const variant = experiment.variants.find((candidate) => candidate.name === stored) ?? experiment.variants[0];

  useEffect(() => {
    const assignments = parseAssignments(readCookie(document.cookie, AB_COOKIE));
    const { variant: assigned, isNew } = assignVariant(experiment, assignments, Math.random());
    if (!isNew) return;
    writeCookie(AB_COOKIE, serialiseAssignments({ ...assignments, [experiment.title]: assigned.name }), AB_COOKIE_MAX_AGE_SECONDS);
    for (const listener of cookieListeners) listener();
  }, []);

  // An abTestOnLoad entry each time a variant is shown to a consenting visitor.
  const shown = stored === variant.name ? variant : null;
  useEffect(() => {
    if (shown) record("load", shown);
  }, [shown]);

  return (
    <Link
      href={href}
      data-variant={variant.name}
      className={className}
      onClick={() => {
        if (shown) record("action", shown);
      }}
    >
      {variant.label}
    </Link>
  );
}
