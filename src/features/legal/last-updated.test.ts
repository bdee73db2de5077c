import { createHash } from "node:crypto";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AcceptableUsePolicy } from "./acceptable-use-policy";
import { CookiePolicy } from "./cookie-policy";
import { PrivacyPolicy, servicesSwitchedOn } from "./privacy-policy";
import { TermsAndConditions } from "./terms-and-conditions";

/**
 * Each legal page says when it last changed ("Last updated …"), and the privacy policy promises
 * that date moves with its words. Each page's words (as rendered with every optional part on) are
 * recorded here by their SHA-256 beside the date the page shows: changing the words without a new
 * date fails, and so does a new date without recording the words it dates. The privacy policy is
 * recorded in both of its set-ups (every optional part on, and none), so a change to words only
 * one of them shows is caught too. When a page's words change, set its `updated` to the day and
 * record the hashes this test prints.
 */
const RECORDED: Record<string, { updated: string; sha256: string }> = {
  "privacy policy": { updated: "2026-12-02", sha256: "34b49f48fef9350b839be5db078c2b5e8f1c3f54db3f8de840ec90f8609ab3fa" },
  "privacy policy, with no other company's service and no IP addresses stored": { updated: "2026-12-02", sha256: "bcd193b677ae58b766ac60e95d0e20b91c4d7786d074e3c0eb5c37b2b7f96554" },
  "cookie policy": { updated: "2026-11-30", sha256: "43a76a962a38dad1f0e12a2d2fc3406feeee8f2f939273ceba0ae70f335de268" },
  "terms and conditions": { updated: "2026-11-21", sha256: "723fb643ee96efca5418901f21c6a0a4c3ce86b2f03d7849fdcf31d4266a4bf6" },
  "acceptable use policy": { updated: "2026-11-21", sha256: "a305127e9cfffd81e40715b6740ce7bf24785604b160365e0fd8dd1d4e82e526" },
};

const PAGES: Record<string, ReactElement> = {
  "privacy policy": createElement(PrivacyPolicy, {
    trackingRetentionMonths: 13,
    storesIpAddresses: true,
    services: servicesSwitchedOn({ tagManagerId: "GTM-ABCD", analyticsId: "G-ABCD", reviewsScriptUrl: "https://reviews.example/w.js", consentBlockerId: "x", sentryDsn: "https://k@o.example/1" }),
  }),
  "privacy policy, with no other company's service and no IP addresses stored": createElement(PrivacyPolicy, { trackingRetentionMonths: 13, storesIpAddresses: false, services: [] }),
  "cookie policy": createElement(CookiePolicy),
  "terms and conditions": createElement(TermsAndConditions),
  "acceptable use policy": createElement(AcceptableUsePolicy),
};

function words(page: ReactElement): { updated: string | undefined; sha256: string } {
  const html = renderToStaticMarkup(page);
  const updated = /<time dateTime="([^"]+)"/i.exec(html)?.[1];
  const text = html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return { updated, sha256: createHash("sha256").update(text).digest("hex") };
}

describe("legal pages' dates", () => {
  it.each(Object.keys(PAGES))("the %s shows the date its words were recorded with", (name) => {
    const shown = words(PAGES[name]!);
    expect(shown.updated, `${name}: the date shown`).toBe(RECORDED[name]!.updated);
    expect(shown.sha256, `${name}: its words changed since ${RECORDED[name]!.updated}; set its date to the day of the change and record this hash`).toBe(RECORDED[name]!.sha256);
  });
});
