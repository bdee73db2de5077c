import { OPTIONAL_CATEGORIES, saveConsent, type OptionalCategory } from "@/lib/consent";
import type { clearCategoryStorage } from "./clear-storage";

export type CategoryChoice = Record<OptionalCategory, boolean>;

/**
 * Saves the visitor's choice, from the banner or the settings dialog, and removes what each refused
 * category stored.
 *
 * With `clear` given (the settings dialog, which is loaded with its clearing code), the removal is
 * done before this returns: before React renders the new choice, and so before the page reloads to
 * unload a withdrawn third-party script (third-party-scripts.tsx). A dynamic import would not be
 * ready in time even when the module is already loaded: the bundler fetches the import's own chunk.
 *
 * Without it (the banner), the clearing code and the storage inventory it reads are fetched only when
 * a category is refused, so the banner adds neither to a page's first load; before the first choice
 * nothing optional has run, so there is normally nothing to remove. Resolves once the clearing is done.
 */
export function saveChoice(choice: CategoryChoice, clear?: typeof clearCategoryStorage): Promise<void> {
  saveConsent(choice);
  const refused = OPTIONAL_CATEGORIES.filter((category) => !choice[category]);
  if (refused.length === 0) return Promise.resolve();
  if (clear) {
    refused.forEach(clear);
    return Promise.resolve();
  }
  return import("./clear-storage").then(({ clearCategoryStorage }) => refused.forEach(clearCategoryStorage));
}
