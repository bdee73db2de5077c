"use server";

import { asFormData } from "@/lib/validated-action";
import { db } from "@/server/db/client";
import { limitAction } from "@/server/limits";
import { logFailure } from "@/server/log";
import { confirmIntroductions } from "../server";

export type ConfirmEmailState =
  | { status: "idle" }
  | { status: "confirmed"; sent: { firmName: string; words: string }[]; notSent: string[]; introductionsUrl: string }
  | { status: "invalid" | "busy" | "unavailable"; message: string };

/**
 * The button on the confirmation page (a press, not the link itself: mail scanners open links).
 * Confirms the investor's address and sends their waiting introductions.
 */
export async function confirmEmail(_previous: ConfirmEmailState, formData: FormData): Promise<ConfirmEmailState> {
  // Read through asFormData: a hand-made call may pass anything in its place.
  const token = String(asFormData(formData).get("token") ?? "").slice(0, 200);
  const limited = await limitAction("introductions");
  if (limited) return { status: "busy", message: limited };
  try {
    const outcome = await confirmIntroductions(await db(), token);
    if (outcome.status === "invalid") {
      return { status: "invalid", message: "This link has expired or has already been used. Confirmation links work once, within 7 days: the latest e-mail we sent you has the one that works." };
    }
    return outcome;
  } catch (error) {
    logFailure("introductions: confirming an e-mail address", error);
    return { status: "unavailable", message: "We could not confirm your address just now. Please press the button again in a moment." };
  }
}
