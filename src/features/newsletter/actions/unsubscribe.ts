"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { redirectAction } from "@/server/action";
import { authSecret } from "@/server/auth/secret";
import { db } from "@/server/db/client";
import { unsubscribeFromNewsletter } from "../server";

/** The unsubscribe page's button (a press, not the link itself: mail scanners open links too). */
export const unsubscribe = redirectAction(
  {
    log: "newsletter: unsubscribing",
    access: "anyone",
    limit: "newsletter-link",
    fields: ["email", "token"],
    schema: z.object({ email: z.string().transform((value) => value.slice(0, 254)), token: z.string().transform((value) => value.slice(0, 200)) }),
    notices: {
      invalid: `${routes.newsletterUnsubscribe}?done=invalid`,
      limited: (values) =>
        `${routes.newsletterUnsubscribe}?email=${encodeURIComponent(values.email.slice(0, 254))}&token=${encodeURIComponent(values.token.slice(0, 200))}&busy=1`,
    },
  },
  async ({ data }) => `${routes.newsletterUnsubscribe}?done=${(await unsubscribeFromNewsletter(await db(), authSecret(), data.email, data.token)) ? "removed" : "invalid"}`,
);
