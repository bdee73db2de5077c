"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { emailField } from "@/lib/validation";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { firmIntroductionSettings } from "@/server/db/schema";

const back = (notice: string) => `${routes.salesPortalIntroductions}?address=${notice}`;

/** Admins set (or clear) the address a firm's "New introduction" mail also goes to. */
export const saveIntroductionsAddress = redirectAction(
  {
    log: "sales portal: firm introductions address",
    access: { roles: ["admin"] },
    limit: "firm-settings",
    fields: ["providerId", "email"],
    schema: z.object({
      providerId: z.string().max(40).refine(isProviderId),
      email: z.string().trim().pipe(z.union([z.literal(""), emailField])),
    }),
    notices: {
      signedOut: `${routes.signIn}?next=${encodeURIComponent(routes.salesPortalIntroductions)}`,
      forbidden: back("refused"),
      limited: back("busy"),
      invalid: back("invalid"),
    },
  },
  async ({ data }) => {
    const email = data.email ? data.email.toLowerCase() : null;
    await (await db())
      .insert(firmIntroductionSettings)
      .values({ providerId: data.providerId, introductionsEmail: email })
      .onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { introductionsEmail: email, updatedAt: new Date() } });
    return back("saved");
  },
);
