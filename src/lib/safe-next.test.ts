import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

// Known open-redirect bypasses: each must leave the visitor on this site.
const BYPASSES = [
  "https://evil.example",
  "http://evil.example/account",
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/%09/evil.example".replace("%09", "\t"),
  "\t//evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\r\n//evil.example",
  "/ /evil.example",
  "/.//evil.example",
  "/./\\evil.example",
  "/../..//evil.example",
  "//evil.example@site.invalid",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "HTTPS://evil.example",
  " https://evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "mailto:someone@evil.example",
  "//evil.example/%2f..",
  "/\\/evil.example",
  "\u0000//evil.example",
];

describe("safeNextPath", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeNextPath("/sales-portal/saltus")).toBe("/sales-portal/saltus");
    expect(safeNextPath("/proforma/results?from=sign-in#matches")).toBe("/proforma/results?from=sign-in#matches");
    expect(safeNextPath(null)).toBe("/account");
    expect(safeNextPath("")).toBe("/account");
  });

  it.each(BYPASSES)("refuses %j", (value) => {
    const result = safeNextPath(value);
    // Whatever comes back is a path a browser resolves on this site: it starts with one slash and
    // holds nothing a browser would turn into a second one.
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result).not.toMatch(/[\\\t\r\n\u0000]/);
    expect(new URL(result, "https://site.invalid").origin).toBe("https://site.invalid");
    expect(result).not.toContain("evil.example/");
  });

  it("sends absolute and scheme addresses to the fallback", () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "/\t/evil.example", "/.//evil.example", "javascript:alert(1)", "data:text/html,x"]) {
      expect(safeNextPath(value), value).toBe("/account");
    }
  });

  it("keeps encoded slashes encoded, so they stay one path segment", () => {
    expect(safeNextPath("/%2f%2fevil.example")).toBe("/%2f%2fevil.example");
    expect(safeNextPath("/%5cevil.example")).toBe("/%5cevil.example");
  });

  it("never returns a character that cannot go in a Location header (CR/LF)", () => {
    const result = safeNextPath("/account%0d%0aSet-Cookie:%20x=1".replace("%0d%0a", "\r\n"));
    expect(result).not.toMatch(/[\r\n]/);
    expect(safeNextPath("/a%0d%0ab")).toBe("/a%0d%0ab");
  });

  it("refuses an over-long value", () => {
    expect(safeNextPath(`/${"a".repeat(5000)}`)).toBe("/account");
  });
});
