"use server";

import { routes } from "@/config/routes";
import { isProviderId } from "@/features/providers";
import { FIRM_WORKSPACE, redirectAction } from "@/server/action";
import { db } from "@/server/db/client";
import { FIRM_OUTCOME_FIELDS, firmOutcomeSchema } from "../schemas";
import { recordOutcome } from "../server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The firm's workspace (only for a real firm id: it goes into the Location header), at the meeting's row. */
const back = (values: { providerId: string; introductionId: string }, notice: string) =>
  isProviderId(values.providerId)
    ? `${routes.salesPortalProvider(values.providerId)}?outcome=${notice}${UUID.test(values.introductionId) ? `#meeting-${values.introductionId}` : "#after-the-meeting"}`
    : routes.salesPortal;

/** The firm's side of the outcome after a first meeting, from its workspace. */
export const recordFirmOutcome = redirectAction(
  {
    log: "reviews: firm outcome",
    access: FIRM_WORKSPACE,
    limit: "introduction-update",
    fields: FIRM_OUTCOME_FIELDS,
    schema: firmOutcomeSchema,
    notices: { invalid: (v) => back(v, "invalid"), limited: (v) => back(v, "busy"), failed: (v) => back(v, "failed") },
  },
  async ({ data, values, actor }) => {
    const saved = await recordOutcome(await db(), actor, { introductionId: data.introductionId, side: "firm", meetingHeld: data.meetingHeld, result: data.result || "not-proceeding" });
    return back(values, saved.status);
  },
);
