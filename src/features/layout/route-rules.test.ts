import { describe, expect, it } from "vitest";
import { headerTheme, showsCompareNow, showsFooter, showsFooterBanner, showsHeaderBanner, showsMainButtons } from "./route-rules";

describe("header theme by route", () => {
  it.each([
    ["/", "dark"],
    ["/lloyds/have-an-account", "dark"],
    ["/contact-us", "dark"],
    ["/knowledge-centre", "dark"],
    ["/knowledge-centre/choosing-a-wealth-manager", "dark"],
    ["/terms/privacy-policy", "dark"],
    ["/landing-pages", "dark"],
    ["/landing-pages/selling-your-business", "dark"],
    ["/about-us", "light"],
    ["/proforma", "light"],
    ["/proforma/age", "light"],
    ["/sales-portal/saltus", "light"],
    ["/author/editorial-team", "light"],
    ["/glossary", "light"],
    ["/wealth-managers", "light"],
    ["/contact-us-later", "light"],
  ])("%s is %s", (path, theme) => {
    expect(headerTheme(path)).toBe(theme);
  });
});

describe("which header buttons show", () => {
  it("hides Compare Now on /proforma only, keeping the other buttons", () => {
    expect(showsCompareNow("/proforma")).toBe(false);
    expect(showsMainButtons("/proforma")).toBe(true);
    expect(showsCompareNow("/")).toBe(true);
    expect(showsCompareNow("/about-us")).toBe(true);
  });

  it("hides every main button on questionnaire sub-pages and sales-portal pages", () => {
    for (const path of ["/proforma/age", "/proforma/pensions/sipp", "/sales-portal", "/sales-portal/saltus"]) {
      expect(showsMainButtons(path)).toBe(false);
      expect(showsCompareNow(path)).toBe(false);
    }
    expect(showsMainButtons("/sales-portals-guide")).toBe(true);
  });
});

describe("footer rules", () => {
  it("shows the footer everywhere but the sales portal", () => {
    expect(showsFooter("/")).toBe(true);
    expect(showsFooter("/proforma/age")).toBe(true);
    expect(showsFooter("/sales-portal")).toBe(false);
    expect(showsFooter("/sales-portal/saltus")).toBe(false);
  });

  it("shows the banner only on home, the knowledge centre and landing pages", () => {
    for (const path of ["/", "/knowledge-centre", "/knowledge-centre/x", "/landing-pages", "/landing-pages/x"]) expect(showsFooterBanner(path)).toBe(true);
    for (const path of ["/about-us", "/contact-us", "/proforma", "/terms/cookie-policy", "/glossary"]) expect(showsFooterBanner(path)).toBe(false);
  });
});

describe("one banner at a time", () => {
  it("never shows the header banner where the footer banner shows", () => {
    for (const path of ["/", "/knowledge-centre", "/knowledge-centre/x", "/landing-pages/x"]) {
      expect([path, showsFooterBanner(path), showsHeaderBanner(path)]).toEqual([path, true, false]);
    }
  });

  it("shows the header banner on other public pages", () => {
    for (const path of ["/about-us", "/contact-us", "/glossary", "/wealth-managers", "/wealth-managers/saltus", "/terms/cookie-policy"]) {
      expect([path, showsHeaderBanner(path)]).toEqual([path, true]);
    }
  });

  it("shows no banner on the questionnaire, the partner flow, the account and the sales portal", () => {
    for (const path of ["/proforma", "/proforma/age", "/proforma/results", "/lloyds/have-an-account", "/account", "/account/sign-in", "/sales-portal", "/sales-portal/providers/saltus"]) {
      expect([path, showsHeaderBanner(path), showsFooterBanner(path)]).toEqual([path, false, false]);
    }
    expect(showsHeaderBanner("/accounting-guide")).toBe(true);
  });
});
