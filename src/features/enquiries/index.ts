/** The enquiries feature's API for other features: when the team replies (./reply-times.ts). */
export { REPLY_WITHIN } from "./reply-times";
