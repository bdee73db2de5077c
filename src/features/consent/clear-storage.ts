import { deleteCookie, type OptionalCategory } from "@/lib/consent";
import { storageInventory } from "@/config/storage-inventory";

/**
 * Removes what a category stored once the visitor withdraws it, using the inventory of stored
 * items (a name ending in * covers every name with that prefix). Third-party cookies may have
 * been set on the parent domain, so it is expired on every parent domain too.
 */
export function clearCategoryStorage(category: OptionalCategory): void {
  const cookieNames = document.cookie.split(";").map((part) => part.trim().split("=")[0] ?? "");
  // Every parent domain of this host (shop.example.co.uk → example.co.uk, co.uk): a browser
  // ignores the ones a site may not use, such as a public suffix.
  const labels = location.hostname.split(".");
  const domains = labels.slice(0, -1).map((_, index) => `.${labels.slice(index).join(".")}`);
  for (const item of storageInventory.filter((entry) => entry.category === category)) {
    const matches = (name: string) => (item.name.endsWith("*") ? name.startsWith(item.name.slice(0, -1)) : name === item.name);
    if (item.kind === "cookie") {
      for (const name of cookieNames.filter(matches)) {
        deleteCookie(name);
        for (const domain of domains) deleteCookie(name, domain);
      }
      continue;
    }
    const store = item.kind === "localStorage" ? localStorage : sessionStorage;
    for (const key of Object.keys(store).filter(matches)) store.removeItem(key);
  }
}
