import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The stylesheet belongs to the (site) route group, not to the root layout (docs/architecture.md,
 * "Serving and speed"): a page outside the group would be drawn without it, and a stylesheet
 * imported by the root layout, or by a not-found, forbidden or unauthorized page beside it, would be
 * written into every page once or twice more.
 */
const src = path.join(process.cwd(), "src");
const app = path.join(src, "app");
const site = path.join(app, "(site)");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join("/");

describe("the (site) route group", () => {
  it("holds every page", () => {
    const pages = filesUnder(app).filter((file) => /^page\.(tsx|ts|jsx|js|mdx)$/.test(path.basename(file)));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((file) => !file.startsWith(site + path.sep)).map(relative)).toEqual([]);
  });

  it("is the only importer of the stylesheet", () => {
    const importers = filesUnder(src)
      .filter((file) => /\.(tsx?|jsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /(?:import|@import)\s+["'][^"']*globals\.css["']/.test(fs.readFileSync(file, "utf8")));
    expect(importers.map(relative)).toEqual(["src/app/(site)/layout.tsx"]);
  });

  it("leaves the root without pages of its own for errors, which would carry the stylesheet into every page", () => {
    const special = /^(not-found|forbidden|unauthorized|error|global-error|loading|template|default)\.(tsx|ts|jsx|js)$/;
    expect(fs.readdirSync(app).filter((name) => special.test(name))).toEqual([]);
    // Its own not-found page, and an address no other page answers comes to it.
    expect(fs.existsSync(path.join(site, "not-found.tsx"))).toBe(true);
    expect(fs.readFileSync(path.join(site, "[...missing]", "page.tsx"), "utf8")).toMatch(/notFound\(\)/);
  });
});
