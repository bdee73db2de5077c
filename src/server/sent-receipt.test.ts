import { describe, expect, it } from "vitest";
import { hasFreshReceipt, RECEIPT_MINUTES, RECEIPT_PARAM, sentReceipt, withSentReceipt } from "./sent-receipt";

const PAGE = "/contact-us/sent";
const NOW = Date.UTC(2026, 11, 2, 10, 0, 0);

describe("sent receipts", () => {
  it("are accepted for their own page for RECEIPT_MINUTES, and a minute ahead of the clock", () => {
    const receipt = sentReceipt(PAGE, NOW);
    expect(hasFreshReceipt(PAGE, receipt, NOW)).toBe(true);
    expect(hasFreshReceipt(PAGE, receipt, NOW + RECEIPT_MINUTES * 60_000)).toBe(true);
    expect(hasFreshReceipt(PAGE, receipt, NOW + RECEIPT_MINUTES * 60_000 + 1000)).toBe(false);
    expect(hasFreshReceipt(PAGE, sentReceipt(PAGE, NOW + 60_000), NOW)).toBe(true);
    expect(hasFreshReceipt(PAGE, sentReceipt(PAGE, NOW + 61_000), NOW)).toBe(false);
  });

  it("are refused for another page, when altered, absent, repeated or malformed", () => {
    const receipt = sentReceipt(PAGE, NOW);
    const [issued, mac] = receipt.split(".") as [string, string];
    expect(hasFreshReceipt("/newsletter/sent", receipt, NOW)).toBe(false);
    expect(hasFreshReceipt(PAGE, `${(Number.parseInt(issued, 36) + 1).toString(36)}.${mac}`, NOW)).toBe(false);
    expect(hasFreshReceipt(PAGE, `${issued}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`, NOW)).toBe(false);
    expect(hasFreshReceipt(PAGE, `0${receipt}`, NOW)).toBe(false);
    for (const value of [undefined, "", ".", receipt.slice(0, -1), [receipt, receipt], `${receipt}${"x".repeat(80)}`, `${issued}.`, `.${mac}`]) {
      expect(hasFreshReceipt(PAGE, value, NOW), String(value)).toBe(false);
    }
  });

  it("go into the query, before a fragment, of a page named without a query", () => {
    expect(() => withSentReceipt("/contact-us/sent?from=footer" as "/contact-us/sent", NOW)).toThrow(/without a query/);
    const target = new URL(withSentReceipt("/newsletter/sent#main", NOW), "http://site.test");
    expect(target.pathname).toBe("/newsletter/sent");
    expect(target.hash).toBe("#main");
    expect(hasFreshReceipt("/newsletter/sent", target.searchParams.get(RECEIPT_PARAM) ?? undefined, NOW)).toBe(true);
    expect(hasFreshReceipt(PAGE, new URL(withSentReceipt(PAGE, NOW), "http://site.test").searchParams.get(RECEIPT_PARAM) ?? undefined, NOW)).toBe(true);
  });
});
