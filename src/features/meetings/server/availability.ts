import "server-only";

import { and, eq, gte, ne } from "drizzle-orm";
import type { Executor } from "@/server/mail";
import { canViewProvider, type RoleGrant } from "@/lib/permissions";
import type { Database } from "@/server/db/client";
import { firmMeetingSettings, meetingSlotOffers, meetings } from "@/server/db/schema";
import type { MeetingKindValue } from "../kinds";
import type { MeetingSettingsInput } from "../schema";
import { dayFields, type SettingsField } from "../schema-fields";
import { generateSlots, offeredSlots, type Slot } from "../slots";

/** A firm's saved options: what the form checks (src/features/meetings/schema.ts), and when it was saved. */
export type FirmMeetingSettings = Omit<MeetingSettingsInput, "providerId"> & { updatedAt: Date };

/** A firm's first-meeting options, or null when it has set none. */
export async function readMeetingSettings(executor: Executor, providerId: string): Promise<FirmMeetingSettings | null> {
  const [row] = await executor
    .select({
      kinds: firmMeetingSettings.kinds,
      address: firmMeetingSettings.address,
      durationMinutes: firmMeetingSettings.durationMinutes,
      noticeHours: firmMeetingSettings.noticeHours,
      horizonDays: firmMeetingSettings.horizonDays,
      weeklyHours: firmMeetingSettings.weeklyHours,
      datesOff: firmMeetingSettings.datesOff,
      updatedAt: firmMeetingSettings.updatedAt,
    })
    .from(firmMeetingSettings)
    .where(eq(firmMeetingSettings.providerId, providerId));
  return row ?? null;
}

/** Saves a firm's options (its member or staff only). */
export async function saveMeetingSettings(database: Database, member: { id: string; roles: readonly RoleGrant[] }, input: MeetingSettingsInput): Promise<"saved" | "forbidden"> {
  const { providerId, ...settings } = input;
  if (!canViewProvider(member.roles, providerId)) return "forbidden";
  const values = { ...settings, updatedBy: member.id, updatedAt: new Date() };
  await database.insert(firmMeetingSettings).values({ providerId, ...values }).onConflictDoUpdate({ target: firmMeetingSettings.providerId, set: values });
  return "saved";
}

/** The firm's booked meetings from `now` on, but for `except` (a meeting being moved). */
export async function bookedSlots(executor: Executor, providerId: string, now: Date, except?: string): Promise<Slot[]> {
  return executor
    .select({ startsAt: meetings.startsAt, endsAt: meetings.endsAt })
    .from(meetings)
    .where(and(eq(meetings.providerId, providerId), eq(meetings.status, "booked"), gte(meetings.endsAt, now), ...(except ? [ne(meetings.id, except)] : [])));
}

export interface BookableTimes {
  slots: Slot[];
  kinds: MeetingKindValue[];
  address: string | null;
  durationMinutes: number;
  /** The times are the ones the firm proposed for this introduction, not its weekly hours. */
  proposed: boolean;
}

/**
 * What an investor may book on one introduction now: the times the firm proposed for it when it
 * did (and any are still ahead), else the slots of its weekly hours. Null when the firm has set no
 * meeting options.
 */
export async function bookableTimes(executor: Executor, intro: { id: string; providerId: string }, now: Date, except?: string): Promise<BookableTimes | null> {
  // One query after the other: the executor may be a transaction (see `Executor`).
  const settings = await readMeetingSettings(executor, intro.providerId);
  const [offer] = await executor
    .select({ startsAt: meetingSlotOffers.startsAt, durationMinutes: meetingSlotOffers.durationMinutes, kinds: meetingSlotOffers.kinds, address: meetingSlotOffers.address })
    .from(meetingSlotOffers)
    .where(eq(meetingSlotOffers.introductionId, intro.id));
  const taken = await bookedSlots(executor, intro.providerId, now, except);
  if (offer) {
    const slots = offeredSlots(offer.startsAt, offer.durationMinutes, { now, taken });
    if (slots.length > 0 || !settings) return { slots, kinds: offer.kinds, address: offer.address, durationMinutes: offer.durationMinutes, proposed: true };
  }
  if (!settings) return null;
  return { slots: generateSlots(settings, { now, taken }), kinds: settings.kinds, address: settings.address, durationMinutes: settings.durationMinutes, proposed: false };
}

/** The options form's values for what is saved (or the defaults a firm starts from). */
export function settingsFormValues(settings: FirmMeetingSettings | null): Partial<Record<SettingsField, string>> {
  if (!settings) return { phone: "on", video: "on", durationMinutes: "45", noticeHours: "24", horizonDays: "21" };
  const values: Partial<Record<SettingsField, string>> = {
    phone: settings.kinds.includes("phone") ? "on" : "",
    video: settings.kinds.includes("video") ? "on" : "",
    inPerson: settings.kinds.includes("in-person") ? "on" : "",
    address: settings.address ?? "",
    durationMinutes: String(settings.durationMinutes),
    noticeHours: String(settings.noticeHours),
    horizonDays: String(settings.horizonDays),
    datesOff: settings.datesOff.map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`).join("\n"),
  };
  dayFields.forEach((day, index) => {
    const hours = settings.weeklyHours[index];
    values[`${day}From`] = hours?.from ?? "";
    values[`${day}To`] = hours?.to ?? "";
  });
  return values;
}
