import type { AbEventKind } from "@/server/db/schema";
import { readCookie, writeCookie } from "@/lib/consent";
import { AB_COOKIE, AB_COOKIE_MAX_AGE_SECONDS, assignVariant, parseAssignments, serialiseAssignments } from "./assignment";
import { homeCtaExperiment as experiment, type Variant } from "./experiments";

/**
 * The home page call to action's side of the CTA experiment, for a visitor who has agreed to
 * analytics: loaded by home-compare-cta.tsx only for such visitors, so nobody else downloads it.
 */

function record(kind: AbEventKind, variant: Variant): void {
  const body = JSON.stringify({ kind, title: experiment.title, testing: variant.name, url: location.host + location.pathname });
  // The goal is a navigation away, so the beacon outlives the page.
  if (kind === "action" && navigator.sendBeacon?.("/api/experiments", new Blob([body], { type: "application/json" }))) return;
  void fetch("/api/experiments", { method: "POST", body, keepalive: true, credentials: "same-origin", headers: { "content-type": "application/json" } }).catch(
    () => undefined,
  );
}

/**
 * The visitor's variant, assigned by weight the first time and kept in the wm_ab cookie; records
 * that it has been shown (an abTestOnLoad entry each time a page shows it).
 */
export function showVariant(): Variant {
  const assignments = parseAssignments(readCookie(document.cookie, AB_COOKIE));
  const { variant, isNew } = assignVariant(experiment, assignments, Math.random());
  if (isNew) writeCookie(AB_COOKIE, serialiseAssignments({ ...assignments, [experiment.title]: variant.name }), AB_COOKIE_MAX_AGE_SECONDS);
  record("load", variant);
  return variant;
}

/** The experiment's goal: the visitor followed the call to action worded by `variant`. */
export function recordFollowed(variant: Variant): void {
  record("action", variant);
}
