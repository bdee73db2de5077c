import type { ErrorEvent } from "@sentry/nextjs";
import { withoutAddresses } from "./log";

/**
 * What the server's error reports may carry to the error-reporting service (docs/security.md):
 * the error's type, its message without a failed query's parameters or any e-mail address, and
 * its stack; the request's method and address without its query string. No headers, cookies,
 * body or client address: those can name the visitor, and no consent covers sending them.
 */
export function scrubServerErrorEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const { method, url } = event.request;
    event.request = { method, url: url?.split("?")[0] };
  }
  delete event.user;
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = withoutAddresses((exception.value.split(/\bparams:/)[0] ?? "").trim());
  }
  if (event.message) event.message = withoutAddresses((event.message.split(/\bparams:/)[0] ?? "").trim());
  return event;
}
