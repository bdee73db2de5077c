"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { emailField } from "@/lib/validation";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { firmSettingsNotices, saveFirmSetting } from "../server/firm-settings";

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
    notices: firmSettingsNotices(back),
  },
  async ({ data }) => {
    await saveFirmSetting(await db(), data.providerId, { introductionsEmail: data.email ? data.email.toLowerCase() : null });
    return back("saved");
  },
);
