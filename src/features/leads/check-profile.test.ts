import { describe, expect, it } from "vitest";
import { checkProfile } from "./check-profile";

const fields = { firstName: "Ada", lastName: "Lovelace", phoneNumber: "07911 123456", email: "ada@example.com", terms: true };

describe("the profile form's checks before it sends", () => {
  it("passes a complete profile with a way and time to call and a firm", () => {
    const checked = checkProfile({ callingCode: "44", fields, contactMethod: "phone", contactTime: "mornings", chosen: ["brewin"], firmsRequired: true });
    expect(checked.ok).toBe(true);
    if (checked.ok) expect([checked.profile.firstName, checked.contactMethod, checked.contactTime]).toEqual(["Ada", "phone", "mornings"]);
  });

  it("names every field that is wrong, and the firms when none is ticked", () => {
    const checked = checkProfile({ callingCode: "44", fields: { ...fields, email: "not an address", terms: false }, contactMethod: "", contactTime: "evenings", chosen: [], firmsRequired: true });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(["contactMethod", "email", "firms", "terms"]);
  });

  it("asks for no firm when the visitor only changes the details firms already have", () => {
    expect(checkProfile({ callingCode: "44", fields, contactMethod: "email", contactTime: "evenings", chosen: [], firmsRequired: false }).ok).toBe(true);
  });
});
