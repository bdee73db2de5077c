import "server-only";

import { routes } from "@/config/routes";
import type { Database } from "@/server/db/client";
import { firmIntroductionSettings } from "@/server/db/schema";

/** One of a firm's introduction settings, as the operator's forms change them. */
type FirmSetting = { takingIntroductions: boolean } | { introductionsEmail: string | null };

/** Saves one of the firm's introduction settings, making the firm's row when it has none yet. */
export async function saveFirmSetting(database: Database, providerId: string, setting: FirmSetting) {
  await database
    .insert(firmIntroductionSettings)
    .values({ providerId, ...setting })
    .onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { ...setting, updatedAt: new Date() } });
}

/**
 * Where a refused firm-settings form on the operator's introductions page sends the browser: to
 * sign in and back, or to the page with the notice `back` makes.
 */
export const firmSettingsNotices = (back: (notice: string) => string) => ({
  signedOut: routes.signInThen(routes.salesPortalIntroductions),
  forbidden: back("refused"),
  limited: back("busy"),
  invalid: back("invalid"),
});
