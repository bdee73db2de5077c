"use server";

import { redirect } from "next/navigation";
import "@/lib/zod-config";
import { z } from "zod";
import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { canViewSalesPortal } from "@/lib/permissions";
import { asFormData } from "@/lib/validated-action";
import { currentMember } from "@/server/auth/session";
import { db } from "@/server/db/client";
import { limitAction } from "@/server/limits";
import { firmIntroductionSettings } from "@/server/db/schema";

const schema = z.object({
  providerId: z.string().max(40).refine(isProviderId),
  taking: z.enum(["yes", "no"]),
});

const back = (notice: string) => redirect(`${routes.salesPortalIntroductions}?routes=${notice}#firm-routes-heading`);

/**
 * Staff (admin, sales) mark a firm as taking introductions or not. A firm not taking them is not
 * offered to visitors at all: no "Send my details" box, no "Ask … to contact me", no next-firm offer.
 */
export async function saveFirmTakingIntroductions(formData: FormData): Promise<void> {
  const member = await currentMember();
  if (!member) redirect(`${routes.signIn}?next=${encodeURIComponent(routes.salesPortalIntroductions)}`);
  if (!canViewSalesPortal(member.roles)) back("refused");
  if (await limitAction("firm-settings", member.id)) back("busy");
  const fields = asFormData(formData);
  const parsed = schema.safeParse({ providerId: fields.get("providerId"), taking: fields.get("taking") });
  if (!parsed.success) back("invalid");
  const taking = parsed.data!.taking === "yes";
  await (await db())
    .insert(firmIntroductionSettings)
    .values({ providerId: parsed.data!.providerId, takingIntroductions: taking })
    .onConflictDoUpdate({ target: firmIntroductionSettings.providerId, set: { takingIntroductions: taking, updatedAt: new Date() } });
  back("saved");
}
