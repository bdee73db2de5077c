/** The meetings feature's pure API: kinds, slots, times in words, calendar invitations. */
export * from "./kinds";
export { generateSlots, londonToInstant, offeredSlots, type Slot, type SlotRules } from "./slots";
export { clockTime, dayInWords, investorTimeInWords, knownTimeZone, meetingTimeInWords, UK_ZONE, zoneLabel, zoneName } from "./times";
