import "server-only";

import { isValidPhoneNumber } from "libphonenumber-js/max";
import { isThrowawayAddress, THROWAWAY_MESSAGE } from "@/server/email/throwaway";

/**
 * The profile's checks that only the server makes, because their data is too large for a browser
 * bundle: the full phone-number metadata (the browser checks a number's length and leading digits
 * with the small metadata; this checks it is a number in use for its country) and the list of
 * throwaway e-mail domains. Takes the profile as the shared schema normalised it.
 */
export function contactProblems(profile: { email: string; phoneNumber: string }): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!isValidPhoneNumber(profile.phoneNumber)) {
    problems.push({ field: "phoneNumber", message: "Check your phone number: it is not a number in use in its country. Include the country code if it is not a UK number" });
  }
  if (isThrowawayAddress(profile.email)) problems.push({ field: "email", message: THROWAWAY_MESSAGE });
  return problems;
}
