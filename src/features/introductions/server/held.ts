import "server-only";

import { and, eq, inArray } from "drizzle-orm";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { loadProviderNames } from "@/features/providers/server";
import type { Database } from "@/server/db/client";
import { introductions } from "@/server/db/schema";
import { enqueueMail } from "@/server/mail";
import { isOffered } from "../delivery-route";
import { heldIntroductionsMail } from "../mails";
import { passToDesk } from "./introduce";
import { firmRoutes, introductionsDesk } from "./routes";

/**
 * Tells each firm of the introductions that reached its workspace while its allowance of "New
 * introduction" mails was used up and no desk was configured (`held`): one notice to the firm's
 * people for all of them, at most once an hour (the `held-introductions` limit), after which they
 * count as e-mailed. A firm whose route has become the desk since has each one passed to the desk.
 * A firm the operator has since marked as not taking introductions is still told: these reached it
 * while it was taking them, and they are in its workspace.
 * Introductions the investor has withdrawn meanwhile are left out: the firm no longer sees them.
 * Every instance may run it: the introductions are locked, and the notice's limit counted, in the
 * transaction that marks them, so a second instance finds them marked or its notice held.
 * Returns how many introductions were told of.
 */
export async function tellFirmsOfHeldIntroductions(database: Database, now = new Date()): Promise<number> {
  const held = await database
    .selectDistinct({ providerId: introductions.providerId })
    .from(introductions)
    .where(and(eq(introductions.status, "sent"), eq(introductions.deliveredVia, "held")));
  if (held.length === 0) return 0;
  const routeOf = await firmRoutes(database, held.map((h) => h.providerId), introductionsDesk(), { evenIfClosed: true });
  const names = await loadProviderNames(database);
  let told = 0;
  for (const { providerId } of held) {
    const route = routeOf.get(providerId);
    if (!route || !isOffered(route)) continue;
    told += await database.transaction(async (tx) => {
      const waiting = await tx
        .select({ id: introductions.id })
        .from(introductions)
        .where(and(eq(introductions.providerId, providerId), eq(introductions.status, "sent"), eq(introductions.deliveredVia, "held")))
        .for("update");
      if (waiting.length === 0) return 0;
      let told: string[];
      if (route.kind === "desk") {
        // One mail each, so that each counts against the desk's limit, as tellFirm's do.
        told = [];
        for (const { id } of waiting) if (await passToDesk(tx, route.recipient, { id, providerId }, "no-route", names, now.getTime())) told.push(id);
      } else {
        const mail = heldIntroductionsMail(names.short(providerId), waiting.length, `${siteUrl()}${routes.salesPortalProvider(providerId)}`);
        const { written } = await enqueueMail(tx, route.recipients.map((to) => ({ kind: "held-introductions" as const, to, limitKey: `firm:${providerId}`, ...mail })), now.getTime());
        told = written.length > 0 ? waiting.map((w) => w.id) : [];
      }
      // The firm's 2 working days, and its response figures, count from now: it has only now been told.
      if (told.length > 0) await tx.update(introductions).set({ deliveredVia: route.kind, sentAt: now, updatedAt: now }).where(inArray(introductions.id, told));
      return told.length;
    });
  }
  return told;
}
