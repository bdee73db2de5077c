"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { firmSettingsNotices, saveFirmSetting } from "../server/firm-settings";

const back = (notice: string) => `${routes.salesPortalIntroductions}?routes=${notice}#firm-routes-heading`;

/**
 * Staff (admin, sales) mark a firm as taking introductions or not. A firm not taking them is not
 * offered to visitors at all: no "Send my details" box, no "Ask … to contact me", no next-firm offer.
 */
export const saveFirmTakingIntroductions = redirectAction(
  {
    log: "sales portal: firm taking introductions",
    access: { roles: ["admin", "sales"] },
    limit: "firm-settings",
    fields: ["providerId", "taking"],
    schema: z.object({ providerId: z.string().max(40).refine(isProviderId), taking: z.enum(["yes", "no"]) }),
    notices: firmSettingsNotices(back),
  },
  async ({ data }) => {
    await saveFirmSetting(await db(), data.providerId, { takingIntroductions: data.taking === "yes" });
    // Back to the firm's own row, which says what changed (FirmRoutes).
    return `${routes.salesPortalIntroductions}?routes=${data.taking === "yes" ? "taking" : "not-taking"}&routesFirm=${data.providerId}#firm-route-${data.providerId}`;
  },
);
