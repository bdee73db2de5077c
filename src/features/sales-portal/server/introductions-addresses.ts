import "server-only";

import { isNotNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { firmIntroductionSettings } from "@/server/db/schema";

/** Each firm's introductions address, where the operator has set one. */
export async function listIntroductionsAddresses(database: Database): Promise<{ providerId: string; email: string }[]> {
  const rows = await database
    .select({ providerId: firmIntroductionSettings.providerId, email: firmIntroductionSettings.introductionsEmail })
    .from(firmIntroductionSettings)
    .where(isNotNull(firmIntroductionSettings.introductionsEmail));
  return rows.flatMap((r) => (r.email ? [{ providerId: r.providerId, email: r.email }] : []));
}
