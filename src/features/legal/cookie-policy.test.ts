import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { storageInventory } from "@/config/storage-inventory";
import { CookiePolicy, cookieCategories, itemsIn } from "./cookie-policy";

describe("cookie policy", () => {
  it("lists every inventory item under exactly one of its categories", () => {
    const listed = cookieCategories.flatMap((category) => itemsIn(category.id));
    expect(listed).toHaveLength(storageInventory.length);
    expect(new Set(listed)).toEqual(new Set(storageInventory));
  });

  it("names each item's kind: cookie, local storage or session storage", () => {
    const rows = [...renderToStaticMarkup(createElement(CookiePolicy)).matchAll(/<tr[^>]*><th[^>]*>(?:<code[^>]*>)?([^<]+)(?:<\/code>)?<\/th><td[^>]*>([^<]+)<\/td>/g)].map((m) => [m[1], m[2]]);
    const kinds = new Map(rows.map(([name, kind]) => [name, kind]));
    expect(kinds.get("sentryReplaySession")).toBe("Session storage");
    expect(kinds.get("userData")).toBe("Local storage");
    expect(kinds.get("wm_consent")).toBe("Cookie");
  });

  it("groups by category", () => {
    const items = [
      { name: "a", kind: "cookie", category: "analytics", purpose: "p", lifetime: "l", setBy: "us" },
      { name: "b", kind: "cookie", category: "necessary", purpose: "p", lifetime: "l", setBy: "us" },
    ] as const;
    expect(itemsIn("analytics", items).map((item) => item.name)).toEqual(["a"]);
    expect(itemsIn("marketing", items)).toEqual([]);
  });
});
