import type { Event, NodeOptions } from "@sentry/nextjs";
import { messageWithoutValues } from "./log";

const withoutQuery = (address: unknown) => (typeof address === "string" ? address.split("?")[0] : undefined);

/**
 * What the server's error reports may carry to the error-reporting service
 * (docs/tracking.md, "Error reporting"): the error's type, its message without a failed query's
 * parameters or any e-mail address, and its stack; the request's method and address without its
 * query string (which can hold a sign-in or unsubscribe token). No headers, cookies, body, client
 * address, breadcrumbs or extra data: those can name the visitor, and no consent covers sending them.
 */
export function scrubServerEvent<T extends Event>(event: T): T {
  if (event.request) event.request = { method: event.request.method, url: withoutQuery(event.request.url) };
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  const nextjs = event.contexts?.nextjs;
  if (nextjs && "request_path" in nextjs) nextjs.request_path = withoutQuery(nextjs.request_path);
  if (event.transaction) event.transaction = withoutQuery(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = messageWithoutValues(exception.value);
  }
  if (event.message) event.message = messageWithoutValues(event.message);
  return event;
}

/**
 * The server SDK's settings: error reports only, scrubbed. No performance traces (no
 * `tracesSampleRate` or `tracesSampler`): the privacy policy names error reports, and a trace's
 * spans would carry each request's query string and database statements. Should a trace be made
 * anyway (an integration starting one), it is dropped rather than sent.
 */
export function serverReportingOptions(dsn: string): NodeOptions {
  return { dsn, beforeSend: scrubServerEvent, beforeSendTransaction: () => null };
}
