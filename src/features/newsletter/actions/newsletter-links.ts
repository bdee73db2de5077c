"use server";

import { redirect } from "next/navigation";
import { routes } from "@/config/routes";
import { authSecret } from "@/server/auth/secret";
import { db } from "@/server/db/client";
import { limitAction } from "@/server/limits";
import { asFormData } from "@/lib/validated-action";
import { confirmNewsletter, unsubscribeFromNewsletter } from "../server";

// A button press, not the link itself, confirms or unsubscribes: mail scanners open links too.

export async function confirmSignUp(sent: FormData): Promise<void> {
  const formData = asFormData(sent);
  const token = String(formData.get("token") ?? "").slice(0, 200);
  if (await limitAction("newsletter-link")) redirect(`${routes.newsletterConfirm}?token=${encodeURIComponent(token)}&busy=1`);
  const result = await confirmNewsletter(await db(), token);
  redirect(`${routes.newsletterConfirm}?done=${result || "expired"}`);
}

export async function unsubscribe(sent: FormData): Promise<void> {
  const formData = asFormData(sent);
  const email = String(formData.get("email") ?? "").slice(0, 254);
  const token = String(formData.get("token") ?? "").slice(0, 200);
  if (await limitAction("newsletter-link")) redirect(`${routes.newsletterUnsubscribe}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}&busy=1`);
  const ok = await unsubscribeFromNewsletter(await db(), authSecret(), email, token);
  redirect(`${routes.newsletterUnsubscribe}?done=${ok ? "removed" : "invalid"}`);
}
