import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_ICON_DATA_URL, BRAND_ICON_SVG } from "./brand-icon";

describe("the brand icon", () => {
  it("is the drawing public/icon.svg serves to the web manifest", () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, "../../public/icon.svg"), "utf8");
    expect(file.trim()).toBe(BRAND_ICON_SVG);
  });

  it("is a data: URL that decodes to that drawing", () => {
    const prefix = "data:image/svg+xml,";
    expect(BRAND_ICON_DATA_URL.startsWith(prefix)).toBe(true);
    expect(decodeURIComponent(BRAND_ICON_DATA_URL.slice(prefix.length))).toBe(BRAND_ICON_SVG);
    // A URL has no spaces, quotes or angle brackets (the HTML checker refuses them).
    expect(BRAND_ICON_DATA_URL).not.toMatch(/["<># ]/);
  });
});
