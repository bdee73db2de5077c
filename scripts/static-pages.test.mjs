import { describe, expect, it } from "vitest";
import { STATIC_FAMILIES, STATIC_PAGES, staticPageProblems } from "./static-pages.mjs";

/** A prerender manifest as Next.js writes it, with the given paths prerendered. */
const manifest = (paths) => ({ routes: Object.fromEntries(paths.map((p) => [p, { initialRevalidateSeconds: false }])), dynamicRoutes: {} });
const everything = [...STATIC_PAGES, ...STATIC_FAMILIES.map((family) => `${family.prefix}example`)];

describe("the static pages check", () => {
  it("passes a build where every page meant to be static is prerendered", () => {
    expect(staticPageProblems(manifest(everything))).toEqual([]);
  });

  it("names a page that is no longer prerendered", () => {
    expect(staticPageProblems(manifest(everything.filter((p) => p !== "/glossary")))).toEqual(["/glossary is no longer prerendered"]);
  });

  it("names a family of pages none of which is prerendered", () => {
    expect(staticPageProblems(manifest(everything.filter((p) => !p.startsWith("/knowledge-centre/") || p === "/knowledge-centre/feed.xml")))).toEqual([
      "no page of /knowledge-centre/[slug] is prerendered",
    ]);
  });
});
