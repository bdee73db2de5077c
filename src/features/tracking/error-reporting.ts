/**
 * Error reporting with Sentry (docs/tracking.md), loaded only when NEXT_PUBLIC_SENTRY_DSN is set
 * and the visitor consents to analytics. Returns a function that switches it off again.
 */
import * as Sentry from "@sentry/nextjs";
import { isCampaignParameter } from "./analytics-page-location";

/** An address without its query string and fragment; anything else as it was. */
export function withoutQuery(value: unknown): unknown {
  return typeof value === "string" ? value.replace(/[?#].*$/s, "") : value;
}

/** A breadcrumb's data with each address it names (navigation `from`/`to`, a request's `url`) cut to its path. */
export function addressesWithoutQueries(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, ["from", "to", "url"].includes(key) ? withoutQuery(value) : value]));
}

/**
 * An error report without the query strings of the page's address and of its breadcrumbs, and
 * without the request's headers (a same-site Referer keeps its query string).
 */
export function withoutQueries<T extends Sentry.ErrorEvent>(event: T): T {
  if (event.request) event.request = requestWithoutQuery(event.request);
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((crumb) => (crumb.data ? { ...crumb, data: addressesWithoutQueries(crumb.data) } : crumb));
  return event;
}

/** The request an event names, without its query string and headers. */
function requestWithoutQuery(request: NonNullable<Sentry.Event["request"]>): NonNullable<Sentry.Event["request"]> {
  return { ...request, url: request.url ? (withoutQuery(request.url) as string) : undefined, query_string: undefined, headers: undefined };
}

/**
 * Whether the recorder may start on the page at `href`: not when its address carries anything but
 * campaign parameters (utm_*, gclid). Every link we e-mail carries its secret there (a sign-in,
 * confirmation or password-reset token, an unsubscribe id), and its page holds the secret again in
 * a hidden form field, which a recording would keep whatever it masks. Those pages are opened from
 * mail, so they are always a fresh page load: starting nothing there keeps them out of recordings.
 */
export function mayRecordFrom(href: string): boolean {
  return [...new URL(href).searchParams.keys()].every(isCampaignParameter);
}

/** A replay's own event (its list of page addresses, the request the SDK adds) without query strings. */
export function replayEventWithoutQueries<T extends Sentry.Event>(event: T): T {
  if (event.type !== "replay_event") return event;
  const urls = (event as T & { urls?: unknown }).urls;
  const cleaned = Array.isArray(urls) ? { urls: urls.map(withoutQuery) } : {};
  const request = event.request ? { request: requestWithoutQuery(event.request) } : {};
  return { ...event, ...cleaned, ...request };
}

export function startErrorReporting(dsn: string, href = window.location.href): () => void {
  const replay = mayRecordFrom(href) ? Sentry.replayIntegration({
    // What the privacy policy promises, written out rather than left to the SDK's defaults: every
    // text and every field masked, images and media left out of the recording.
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    flushMinDelay: 5000,
    flushMaxDelay: 5500,
    minReplayDuration: 4999,
    maxReplayDuration: 3_600_000,
    mutationLimit: 10_000,
    mutationBreadcrumbLimit: 750,
    slowClickTimeout: 7000,
  }) : null;
  // Errors and recordings only, as the privacy policy says: no performance traces (no
  // `tracesSampleRate`), no query string in what is sent, since a page's address can hold a
  // sign-in or confirmation token, and no recording started on a page opened from a mailed link.
  Sentry.init({
    dsn,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    // A recording's own event passes no `beforeSend`: it lists the addresses the visitor went through.
    integrations: [...(replay ? [replay] : []), { name: "ReplayEventWithoutQueries", processEvent: replayEventWithoutQueries }],
    beforeSend: withoutQueries,
    beforeBreadcrumb: (breadcrumb) => ({ ...breadcrumb, ...(breadcrumb.data ? { data: addressesWithoutQueries(breadcrumb.data) } : {}) }),
  });
  return () => {
    void replay?.stop();
    void Sentry.close();
  };
}
