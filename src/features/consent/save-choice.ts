import { OPTIONAL_CATEGORIES, saveConsent, type OptionalCategory } from "@/lib/consent";

export type CategoryChoice = Record<OptionalCategory, boolean>;

/**
 * Saves the visitor's choice, from the banner or the settings dialog, and removes what each refused
 * category stored. The clearing code and the storage inventory it reads are fetched only when a
 * category is refused, so the banner adds neither to a page's first load (before the first choice
 * nothing optional has run, so there is normally nothing to remove); the dialog loads them with
 * itself, so a withdrawal there clears at once. Resolves once the clearing is done.
 */
export function saveChoice(choice: CategoryChoice): Promise<void> {
  saveConsent(choice);
  const refused = OPTIONAL_CATEGORIES.filter((category) => !choice[category]);
  if (refused.length === 0) return Promise.resolve();
  return import("./clear-storage").then(({ clearCategoryStorage }) => refused.forEach(clearCategoryStorage));
}
