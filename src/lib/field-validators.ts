import { parseMoney } from "./money-input";
import { safeNextPath } from "./safe-next";
import { hasContactDetails } from "./text-safety";
import { emailField, passwordField, personName, phoneField, required } from "./validation";

const phone = phoneField();
const name = required("name");
const personsName = personName("name", 200);

/** Every rule a visitor's free text meets on its way in (forms, server actions and routes). */
export const FIELD_VALIDATORS: Record<string, (text: string) => unknown> = {
  "e-mail": (text) => emailField.safeParse(text),
  password: (text) => passwordField.safeParse(text),
  phone: (text) => phone.safeParse(text),
  "required text": (text) => name.safeParse(text),
  "person's name": (text) => personsName.safeParse(text),
  money: (text) => parseMoney(text),
  "next address": (text) => safeNextPath(text),
  "public text (no contact details)": (text) => hasContactDetails(text),
};
