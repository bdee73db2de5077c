/**
 * The ways and times a visitor may ask to be contacted (docs/product.md, "Introductions"), without their schemas
 * (@/features/introductions): the profile form shows these from its first paint and loads the
 * checks only when it needs them.
 */
export const CONTACT_METHODS = ["phone", "email", "video"] as const;
export const CONTACT_TIMES = ["mornings", "afternoons", "evenings"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export type ContactTime = (typeof CONTACT_TIMES)[number];

export const contactMethodLabel: Record<ContactMethod, string> = { phone: "Phone", email: "E-mail", video: "Video call" };
export const contactTimeLabel: Record<ContactTime, string> = { mornings: "Mornings", afternoons: "Afternoons", evenings: "Evenings" };
