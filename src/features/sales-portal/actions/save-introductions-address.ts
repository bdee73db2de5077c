"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { loadProviderNames } from "@/features/providers/server";
import { isValidEmail } from "@/lib/validation";
import { formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { saveFirmSetting } from "../server/firm-settings";
import { INTRODUCTIONS_ADDRESS_FIELDS } from "../introductions-address-fields";

/** Admins set (or clear) the address a firm's "New introduction" mail also goes to, answered beside the form. */
export const saveIntroductionsAddress = formAction(
  {
    log: "sales portal: firm introductions address",
    access: { roles: ["admin"] },
    limit: "firm-settings",
    fields: INTRODUCTIONS_ADDRESS_FIELDS,
    // Removing is its own tick, never an empty box: a box left empty (or never filled, with scripts
    // off) must not take away the address of whichever firm is chosen.
    schema: z
      .object({
        providerId: z.string().max(40).refine(isProviderId, "Firm: choose a firm from the list"),
        email: z.string().trim().max(254, "Introductions address: keep it to 254 characters"),
        remove: z.enum(["", "yes"]).transform((value) => value === "yes"),
      })
      .refine((form) => form.remove || isValidEmail(form.email), {
        path: ["email"],
        message: "Introductions address: enter a valid e-mail address, like intros@firm.co.uk (or tick Remove to take the firm's address away)",
      }),
    failureMessage: "We could not save the address just now. It is still here: please press Save again in a moment.",
    forbiddenMessage: "Only admins can change this.",
    signIn: routes.signInThen(routes.salesPortalIntroductions),
  },
  async ({ data, reply }) => {
    const email = data.remove ? null : data.email.toLowerCase();
    const database = await db();
    await saveFirmSetting(database, data.providerId, { introductionsEmail: email });
    const firm = (await loadProviderNames(database)).short(data.providerId);
    return reply.sent(email ? `Saved: ${firm}'s introductions also go to ${email}.` : `Removed: ${firm} has no introductions address now.`);
  },
);
