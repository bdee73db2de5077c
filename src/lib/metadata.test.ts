import { describe, expect, it } from "vitest";
import { pageMetadata } from "./metadata";

describe("pageMetadata", () => {
  it("gives a page its title, description, canonical path and Open Graph", () => {
    const metadata = pageMetadata({ title: "About us", description: "Who we are.", path: "/about-us" });
    expect(metadata.title).toBe("About us");
    expect(metadata.description).toBe("Who we are.");
    expect(metadata.alternates?.canonical).toBe("/about-us");
    expect(metadata.openGraph).toMatchObject({ title: "About us | Wealth Match", description: "Who we are.", url: "/about-us", siteName: "Wealth Match", locale: "en_GB", type: "website" });
    expect(metadata.robots).toBeUndefined();
  });

  it("uses the home page's title as it is, without the site suffix", () => {
    const metadata = pageMetadata({ title: "Wealth Match: compare", description: "d", path: "/" });
    expect(metadata.title).toEqual({ absolute: "Wealth Match: compare" });
    expect(metadata.openGraph?.title).toBe("Wealth Match: compare");
  });

  it("can keep a page out of search results and mark articles", () => {
    const metadata = pageMetadata({ title: "Portal", description: "d", path: "/sales-portal", noIndex: true, type: "article" });
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.openGraph).toMatchObject({ type: "article" });
  });
});
