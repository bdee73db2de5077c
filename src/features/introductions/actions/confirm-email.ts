"use server";

import "@/lib/zod-config";
import { z } from "zod";
import { stateAction } from "@/server/action";
import { db } from "@/server/db/client";
import { confirmIntroductions } from "../server";

export type ConfirmEmailState =
  | { status: "idle" }
  | { status: "confirmed"; sent: string[]; sentWords: string[]; notSent: string[]; addressNowSeenBy: string[]; introductionsUrl: string }
  | { status: "invalid" | "busy" | "unavailable"; message: string };

const INVALID = "This link has expired or has already been used. Confirmation links work once, within 7 days: the latest e-mail we sent you has the one that works.";

/**
 * The button on the confirmation page (a press, not the link itself: mail scanners open links).
 * Confirms the investor's address, sends their waiting introductions and shows the address to the
 * firms that already have their details.
 */
export const confirmEmail = stateAction(
  {
    log: "introductions: confirming an e-mail address",
    access: "visitor",
    limit: "introductions",
    fields: ["token"],
    schema: z.object({ token: z.string().transform((token) => token.slice(0, 200)) }),
    refuse: (refusal): ConfirmEmailState => {
      if (refusal.reason === "limited") return { status: "busy", message: refusal.message };
      if (refusal.reason === "failed") return { status: "unavailable", message: "We could not confirm your address just now. Please press the button again in a moment." };
      return { status: "invalid", message: INVALID };
    },
  },
  async ({ data, actor }): Promise<ConfirmEmailState> => {
    const outcome = await confirmIntroductions(await db(), data.token, new Date(), actor?.id ?? null);
    return outcome.status === "invalid" ? { status: "invalid", message: INVALID } : outcome;
  },
);
