import { describe, expect, it } from "vitest";
import { analyticsPageLocation } from "./analytics-page-location";

describe("the page address Google Analytics is given", () => {
  it("keeps campaign parameters and drops every other parameter and the fragment", () => {
    expect(analyticsPageLocation("https://site.example/account/link?token=secret-token")).toBe("https://site.example/account/link");
    expect(analyticsPageLocation("https://site.example/newsletter/unsubscribe?id=7&token=t#top")).toBe("https://site.example/newsletter/unsubscribe");
    expect(analyticsPageLocation("https://site.example/?utm_source=news&email=a%40b.co&gclid=G1&utm_campaign=spring")).toBe("https://site.example/?utm_source=news&gclid=G1&utm_campaign=spring");
  });
});
