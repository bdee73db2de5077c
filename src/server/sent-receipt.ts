import "server-only";

import type { Metadata, Route } from "next";
import { cache, type ReactNode } from "react";
import { pageMetadata } from "@/lib/metadata";
import { authSecret } from "@/server/auth/secret";
import { sameSignature, sign } from "@/server/signatures";

/**
 * A receipt in the address of a "sent" page (`/contact-us/sent`, `/affiliate-partnerships/sent`,
 * `/newsletter/sent`): a form posted without scripts is redirected there once it has been sent
 * (src/server/action.ts, `sentWithoutScripts`), and the page thanks the visitor only when the
 * address carries a receipt this server signed for that page in the last `RECEIPT_MINUTES`. Anyone
 * who opens the page without one, from a bookmark, a search or a shared link, is told there is
 * nothing to confirm instead of being thanked for a message they never sent.
 *
 * The receipt is the time it was made and an HMAC of the page's path and that time under the
 * site's secret (src/server/auth/secret.ts): it names no one and stores nothing. So it is not tied
 * to the visitor who sent the form: an address copied to someone else within the half hour thanks
 * them too, which shows nothing of the message or its sender (the page quotes neither), and is
 * the price of a page that needs no cookie or stored record for a visitor without scripts.
 */
export const RECEIPT_PARAM = "receipt";
export const RECEIPT_MINUTES = 30;

/** Seconds a receipt may be dated ahead of this server's clock (another instance's may run fast). */
const CLOCK_SKEW_SECONDS = 60;
const MAX_RECEIPT_LENGTH = 80;

function signature(path: string, issued: string): string {
  return sign(authSecret(), "sent-receipt", `${path}:${issued}`);
}

/** A receipt for `path`, made now. */
export function sentReceipt(path: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000).toString(36);
  return `${issued}.${signature(path, issued)}`;
}

/** `target` ("/contact-us/sent", perhaps with a "#fragment") with a fresh receipt in its query. */
export function withSentReceipt(target: Route, now = Date.now()): Route {
  const hash = target.indexOf("#");
  const path = hash === -1 ? target : target.slice(0, hash);
  if (path.includes("?")) throw new Error(`a "sent" page is named without a query: ${path}`);
  const fragment = hash === -1 ? "" : target.slice(hash);
  // The same page, with a query typed routes cannot see: the receipt is made here.
  return `${path}?${RECEIPT_PARAM}=${sentReceipt(path, now)}${fragment}` as Route;
}

/** Whether `value` (the page's `receipt` query parameter) is a receipt this site made for `path` in the last `RECEIPT_MINUTES`. */
export function hasFreshReceipt(path: string, value: string | string[] | undefined, now = Date.now()): boolean {
  if (typeof value !== "string" || value.length > MAX_RECEIPT_LENGTH) return false;
  const dot = value.indexOf(".");
  if (dot < 1) return false;
  const issued = value.slice(0, dot);
  const seconds = Number.parseInt(issued, 36);
  // One spelling per time: "0x" or padded forms that parse to the same number are not receipts.
  if (!Number.isSafeInteger(seconds) || seconds.toString(36) !== issued) return false;
  const age = Math.floor(now / 1000) - seconds;
  if (age < -CLOCK_SKEW_SECONDS || age > RECEIPT_MINUTES * 60) return false;
  return sameSignature(value.slice(dot + 1), signature(path, issued));
}

type SentPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A "sent" page's `generateMetadata` and component, rendered per request: `words` and `render` are
 * given whether the page's address carries a fresh receipt for `path`, checked once per request
 * (React's `cache`) for both.
 */
export function sentPageRoute(
  path: Route,
  words: (sent: boolean) => { title: string; description: string },
  render: (sent: boolean) => ReactNode,
): { generateMetadata: (props: SentPageProps) => Promise<Metadata>; Page: (props: SentPageProps) => Promise<ReactNode> } {
  const check = cache((receipt: string | string[] | undefined) => hasFreshReceipt(path, receipt));
  const sent = async ({ searchParams }: SentPageProps) => check((await searchParams)[RECEIPT_PARAM]);
  return {
    generateMetadata: async (props) => pageMetadata({ ...words(await sent(props)), path, noIndex: true }),
    Page: async (props) => render(await sent(props)),
  };
}
