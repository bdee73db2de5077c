import { describe, expect, it } from "vitest";
import { storageInventory } from "@/config/storage-inventory";
import { cookieCategories, itemsIn } from "./cookie-policy";

describe("cookie policy", () => {
  it("lists every inventory item under exactly one of its categories", () => {
    const listed = cookieCategories.flatMap((category) => itemsIn(category.id));
    expect(listed).toHaveLength(storageInventory.length);
    expect(new Set(listed)).toEqual(new Set(storageInventory));
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
