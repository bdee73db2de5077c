import "server-only";

import { and, eq, inArray } from "drizzle-orm";
import { serverEnv } from "@/config/env";
import type { Executor } from "@/server/mail";
import { firmIntroductionSettings, roles, users } from "@/server/db/schema";
import { chooseDeliveryRoute, type DeliveryRoute } from "../delivery-route";

/** The operator's introductions desk, when configured (INTRODUCTIONS_DESK). */
export function introductionsDesk(): string | null {
  return serverEnv().INTRODUCTIONS_DESK ?? null;
}

export interface FirmRouteRow {
  providerId: string;
  members: number;
  introductionsEmail: string | null;
  takingIntroductions: boolean;
  route: DeliveryRoute;
}

/**
 * Each firm's facts and delivery route, read from its provider members and the operator's settings.
 * `evenIfClosed` chooses the route of a firm the operator marked as not taking introductions as if
 * it were still taking them: the way to tell it of introductions it received before.
 */
export async function firmRouteRows(executor: Executor, providerIds: readonly string[], desk = introductionsDesk(), { evenIfClosed = false } = {}): Promise<Map<string, FirmRouteRow>> {
  const ids = [...new Set(providerIds)];
  const result = new Map<string, FirmRouteRow>();
  if (ids.length === 0) return result;
  // One query after the other: the executor may be a transaction (see `Executor`).
  const members = await executor
    .select({ providerId: roles.providerId, email: users.email })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(and(eq(roles.role, "provider"), inArray(roles.providerId, ids)));
  const settings = await executor
    .select({ providerId: firmIntroductionSettings.providerId, email: firmIntroductionSettings.introductionsEmail, taking: firmIntroductionSettings.takingIntroductions })
    .from(firmIntroductionSettings)
    .where(inArray(firmIntroductionSettings.providerId, ids));
  for (const providerId of ids) {
    const memberEmails = members.filter((m) => m.providerId === providerId).map((m) => m.email);
    const setting = settings.find((s) => s.providerId === providerId);
    const facts = { memberEmails, introductionsEmail: setting?.email ?? null, takingIntroductions: setting?.taking ?? true };
    const route = chooseDeliveryRoute(evenIfClosed ? { ...facts, takingIntroductions: true } : facts, desk);
    result.set(providerId, { providerId, members: memberEmails.length, introductionsEmail: facts.introductionsEmail, takingIntroductions: facts.takingIntroductions, route });
  }
  return result;
}

/** Each firm's delivery route (`evenIfClosed`: see firmRouteRows). */
export async function firmRoutes(executor: Executor, providerIds: readonly string[], desk = introductionsDesk(), options: { evenIfClosed?: boolean } = {}): Promise<Map<string, DeliveryRoute>> {
  const rows = await firmRouteRows(executor, providerIds, desk, options);
  return new Map([...rows].map(([id, row]) => [id, row.route]));
}
