// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { clearSavedAnswers, readJson, readText, storageKeys, writeJson, writeText } from "./browser-storage";

describe("browser storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("round-trips JSON and text under the site's keys", () => {
    writeJson(storageKeys.userData, { pension: true });
    writeText(storageKeys.incremented, "false");
    expect(readJson(storageKeys.userData)).toEqual({ pension: true });
    expect(readText(storageKeys.incremented)).toBe("false");
  });

  it("answers null for unreadable JSON instead of throwing", () => {
    window.localStorage.setItem("userData", "{not json");
    expect(readJson(storageKeys.userData)).toBeNull();
  });

  it("clears the questionnaire, profile and contact answers and nothing else", () => {
    for (const key of [storageKeys.userData, storageKeys.profileData, storageKeys.contactUsData, storageKeys.searchTerm]) writeText(key, "x");
    clearSavedAnswers();
    expect(readText(storageKeys.userData)).toBeNull();
    expect(readText(storageKeys.profileData)).toBeNull();
    expect(readText(storageKeys.contactUsData)).toBeNull();
    expect(readText(storageKeys.searchTerm)).toBe("x");
  });
});
