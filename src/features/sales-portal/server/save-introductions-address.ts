"use server";

import { redirect } from "next/navigation";
import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { canManageRoles } from "@/lib/permissions";
import { emailField } from "@/lib/validation";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { limitAction } from "@/server/limits";
import { asFormData } from "@/lib/validated-action";
import { firmIntroductionSettings } from "@/server/db/schema";

const schema = z.object({
  providerId: z.string().max(40).refine(isProviderId),
  email: z.union([z.literal(""), emailField]),
});

/** Admins set (or clear) the address a firm's "New introduction" mail also goes to. */
export async function saveIntroductionsAddress(sent: FormData): Promise<void> {
  const formData = asFormData(sent);
  const member = await currentMember();
  if (!member) redirect(`${routes.signIn}?next=${encodeURIComponent(routes.salesPortalIntroductions)}`);
  if (!canManageRoles(member.roles)) redirect(`${routes.salesPortalIntroductions}?address=refused`);
  if (await limitAction("firm-settings", member.id)) redirect(`${routes.salesPortalIntroductions}?address=busy`);
  const parsed = schema.safeParse({ providerId: formData.get("providerId"), email: String(formData.get("email") ?? "").trim() });
  if (!parsed.success) redirect(`${routes.salesPortalIntroductions}?address=invalid`);
  const email = parsed.data.email ? parsed.data.email.toLowerCase() : null;
  await (await db())
    .insert(firmIntroductionSettings)
    .values({ providerId: parsed.data.providerId, introductionsEmail: email })
    .onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { introductionsEmail: email, updatedAt: new Date() } });
  redirect(`${routes.salesPortalIntroductions}?address=saved`);
}
