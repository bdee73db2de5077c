import { describe, expect, it } from "vitest";
import { stopsWithin } from "@/testing/watchdog";
import { hasUtmParameter } from "./utm-parameters";

describe("hasUtmParameter", () => {
  it("finds a non-empty utm_ parameter", () => {
    expect(hasUtmParameter("https://example.com/?utm_source=news")).toBe(true);
    expect(hasUtmParameter("https://example.com/?a=1&utm_campaign=x")).toBe(true);
  });
  it("ignores empty, bare and non-utm parameters", () => {
    expect(hasUtmParameter("https://example.com/?utm_source=")).toBe(false);
    expect(hasUtmParameter("https://example.com/?utm_=x")).toBe(false);
    expect(hasUtmParameter("https://example.com/?source=x")).toBe(false);
    expect(hasUtmParameter("not a url")).toBe(false);
  });
  it("does not run away on an address built to make a pattern rescan", () => {
    expect(stopsWithin(() => hasUtmParameter(`https://example.com/?${"?utm_".repeat(20_000)}`))).toBe(false);
  });
});
