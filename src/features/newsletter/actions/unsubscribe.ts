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
    fields: ["id", "token"],
    schema: z.object({ id: z.string().transform((value) => value.slice(0, 64)), token: z.string().transform((value) => value.slice(0, 200)) }),
    notices: {
      invalid: `${routes.newsletterUnsubscribe}?done=invalid`,
      limited: (values) =>
        `${routes.newsletterUnsubscribe}?${new URLSearchParams({ id: values.id.slice(0, 64), token: values.token.slice(0, 200), busy: "1" })}`,
    },
  },
  async ({ data }) => `${routes.newsletterUnsubscribe}?done=${(await unsubscribeFromNewsletter(await db(), authSecret(), data.id, data.token)) ? "removed" : "invalid"}`,
);
