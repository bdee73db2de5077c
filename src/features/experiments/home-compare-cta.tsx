"use client";

import Link from "next/link";
import { useEffect, useSyncExternalStore } from "react";
import { useAppContext } from "@/components/app-context";
import { useCompareHref } from "@/components/compare-now-link";
import { readCookie, useConsent, writeCookie } from "@/lib/consent";
import { AB_COOKIE, AB_COOKIE_MAX_AGE_SECONDS, assignVariant, parseAssignments, serialiseAssignments } from "./assignment";
import { homeCtaExperiment as experiment, type Variant } from "./experiments";

function record(kind: "load" | "action", variant: Variant) {
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
 * The home page call to action, worded by the visitor's variant of the CTA experiment. Before
 * consent to analytics everyone sees the control and nothing is stored or recorded.
 */
export function HomeCompareCta({ className }: { className?: string }) {
  const consent = useConsent();
  const { visitor } = useAppContext();
  const tracked = consent?.analytics === true && visitor !== null;
  const stored = useSyncExternalStore(subscribeCookie, assignedName, () => null);
  // A visitor who came through the partner goes to the partner's own questions.
  const href = useCompareHref();
  const variant = (tracked && experiment.variants.find((candidate) => candidate.name === stored)) || experiment.variants[0];

  useEffect(() => {
    if (!tracked) return;
    const assignments = parseAssignments(readCookie(document.cookie, AB_COOKIE));
    const { variant: assigned, isNew } = assignVariant(experiment, assignments, Math.random());
    if (!isNew) return;
    writeCookie(AB_COOKIE, serialiseAssignments({ ...assignments, [experiment.title]: assigned.name }), AB_COOKIE_MAX_AGE_SECONDS);
    for (const listener of cookieListeners) listener();
  }, [tracked]);

  // An abTestOnLoad entry each time a variant is shown to a consenting visitor.
  const shown = tracked && stored === variant.name ? variant : null;
  useEffect(() => {
    if (shown) record("load", shown);
  }, [shown]);

  return (
    <Link
      href={href}
      data-variant={variant.name}
      className={className ?? "mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"}
      onClick={() => {
        if (shown) record("action", shown);
      }}
    >
      {variant.label}
    </Link>
  );
}
