/** The fields of the admins' introductions-address form (actions/save-introductions-address.ts). */
export const INTRODUCTIONS_ADDRESS_FIELDS = ["providerId", "email", "remove"] as const;
