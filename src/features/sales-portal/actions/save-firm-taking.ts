"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { firmIntroductionSettings } from "@/server/db/schema";

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
    notices: {
      signedOut: `${routes.signIn}?next=${encodeURIComponent(routes.salesPortalIntroductions)}`,
      forbidden: back("refused"),
      limited: back("busy"),
      invalid: back("invalid"),
    },
  },
  async ({ data }) => {
    const taking = data.taking === "yes";
    await (await db())
      .insert(firmIntroductionSettings)
      .values({ providerId: data.providerId, takingIntroductions: taking })
      .onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { takingIntroductions: taking, updatedAt: new Date() } });
    return back("saved");
  },
);
