"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { confirmNewsletter } from "../server";

const token = z.string().transform((value) => value.slice(0, 200));

/** The confirmation page's button (a press, not the link itself: mail scanners open links too). */
export const confirmSignUp = redirectAction(
  {
    log: "newsletter: confirming a sign-up",
    access: "anyone",
    limit: "newsletter-link",
    fields: ["token"],
    schema: z.object({ token }),
    notices: {
      invalid: `${routes.newsletterConfirm}?done=expired`,
      limited: (values) => `${routes.newsletterConfirm}?token=${encodeURIComponent(values.token.slice(0, 200))}&busy=1`,
    },
  },
  async ({ data }) => `${routes.newsletterConfirm}?done=${(await confirmNewsletter(await db(), data.token)) || "expired"}`,
);
