import { describe, expect, it } from "vitest";
import { emptyDraft, fieldMessages, restoreDraft } from "./draft";

describe("a stored profile draft read back", () => {
  it("keeps every field that reads as the form's", () => {
    const stored = { firstName: "Ada", lastName: "Lovelace", phoneNumber: "07700 900123", email: "ada@example.com", terms: true, recs: ["brewin"], contactMethod: "phone", contactTime: "mornings" };
    expect(restoreDraft(stored)).toEqual(stored);
  });

  it("keeps a contact preference only when it is one the form offers", () => {
    expect(restoreDraft({ contactMethod: "pigeon", contactTime: "midnight" })).toEqual(emptyDraft);
    expect(restoreDraft({ contactMethod: "video" }).contactMethod).toBe("video");
  });

  it("blanks a field of the wrong kind or length, and keeps the rest", () => {
    const restored = restoreDraft({ firstName: 42, lastName: "x".repeat(2_001), phoneNumber: "0".repeat(401), email: "ada@example.com", terms: "yes", recs: ["a", 3] });
    expect(restored).toEqual({ ...emptyDraft, email: "ada@example.com" });
    expect(restoreDraft({ recs: Array.from({ length: 21 }, () => "a") }).recs).toEqual([]);
  });

  it("keeps a name typed past its limit, so the check can name the field instead of the text being lost", () => {
    expect(restoreDraft({ firstName: "x".repeat(150) }).firstName).toHaveLength(150);
    expect(restoreDraft({ lastName: "y".repeat(2_000) }).lastName).toHaveLength(2_000);
  });

  it("drops what is not the form's: other keys, arrays, text, nothing", () => {
    expect(restoreDraft({ firstName: "Ada", admin: true })).toEqual({ ...emptyDraft, firstName: "Ada" });
    for (const raw of [null, undefined, "Ada", 7, ["Ada"]]) expect(restoreDraft(raw)).toEqual(emptyDraft);
    expect(restoreDraft(null)).not.toBe(emptyDraft);
  });

  it("gives the first message for each field", () => {
    expect(fieldMessages([{ path: ["email"], message: "first" }, { path: ["email"], message: "second" }, { path: [], message: "whole" }])).toEqual({ email: "first", form: "whole" });
  });
});
