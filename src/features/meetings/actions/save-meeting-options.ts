"use server";

import "@/lib/zod-config";
import { FIRM_WORKSPACE, formAction } from "@/server/action";
import { db } from "@/server/db/client";
import { meetingSettingsSchema, savedOptionsMessage, SETTINGS_FIELDS } from "../schema";
import { saveMeetingSettings } from "../server";

/** The firm's first-meeting options, from its workspace: kinds, length, weekly hours, dates off. */
export const saveMeetingOptions = formAction(
  {
    log: "meetings: saving a firm's options",
    access: FIRM_WORKSPACE,
    limit: "meetings",
    fields: SETTINGS_FIELDS,
    schema: meetingSettingsSchema,
    failureMessage: "We could not save your meeting options just now. Please try again.",
    forbiddenMessage: "You can change the meeting options of your own firm only.",
  },
  async ({ data, actor, reply }) => {
    const saved = await saveMeetingSettings(await db(), actor, data);
    return saved === "saved" ? reply.sent(savedOptionsMessage(data.weeklyHours)) : reply.failed("You can change the meeting options of your own firm only.");
  },
);
