/**
 * The profile form's checks before it sends: the schemas the server applies to the same body
 * (schema.ts, docs/product.md, "Introductions"). A module of its own so that the form loads zod and the phone-number
 * rules only once the visitor starts to fill it in, not with the results page.
 */
import { chosenFirmsSchema, contactPreferenceSchema, type ContactMethod, type ContactTime } from "@/features/introductions";
import { phoneForDisplay } from "@/lib/validation";
import { fieldMessages, profileSchema, type Profile } from "./schema";

export type ProfileErrors = Partial<Record<string, string>>;

export type ProfileCheck =
  | { ok: true; profile: Profile; contactMethod: ContactMethod; contactTime: ContactTime; /** The number as people read it. */ phoneShown: string }
  | { ok: false; errors: ProfileErrors };

/**
 * Checks what the visitor typed and chose. `firmsRequired`: whether at least one firm must be
 * ticked (not when they are only changing the details firms already have and tick none).
 */
export function checkProfile(input: {
  callingCode: string;
  fields: Record<string, unknown>;
  contactMethod: string;
  contactTime: string;
  chosen: string[];
  firmsRequired: boolean;
}): ProfileCheck {
  const checked = profileSchema(input.callingCode).safeParse(input.fields);
  const preference = contactPreferenceSchema.safeParse({ contactMethod: input.contactMethod, contactTime: input.contactTime });
  const firms = input.firmsRequired ? chosenFirmsSchema.safeParse(input.chosen) : null;
  if (checked.success && preference.success && (!firms || firms.success)) {
    return { ok: true, profile: checked.data, ...preference.data, phoneShown: phoneForDisplay(checked.data.phoneNumber) };
  }
  return {
    ok: false,
    errors: {
      ...(firms && !firms.success ? { firms: firms.error.issues[0]?.message } : {}),
      ...(checked.success ? {} : fieldMessages(checked.error.issues)),
      ...(preference.success ? {} : fieldMessages(preference.error.issues)),
    },
  };
}
