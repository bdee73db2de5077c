// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { clearCategoryStorage } from "./clear-storage";

beforeEach(() => {
  for (const name of document.cookie.split(";").map((part) => part.trim().split("=")[0])) {
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  sessionStorage.clear();
});

describe("withdrawing a category", () => {
  it("removes what that category stored, prefixes included, and keeps the rest", () => {
    document.cookie = "wm_ab=home-cta-wording%3Afind-my-matches; Path=/";
    document.cookie = "_ga=GA1.1.1; Path=/";
    document.cookie = "_ga_ABC123=GS1; Path=/";
    document.cookie = "_gcl_au=1; Path=/";
    document.cookie = "wm_consent=1.00.1; Path=/";
    sessionStorage.setItem("sentryReplaySession", "{}");

    clearCategoryStorage("analytics");

    const names = document.cookie.split(";").map((part) => part.trim().split("=")[0]);
    expect(names).not.toContain("wm_ab");
    expect(names).not.toContain("_ga");
    expect(names).not.toContain("_ga_ABC123");
    expect(names).toEqual(expect.arrayContaining(["_gcl_au", "wm_consent"]));
    expect(sessionStorage.getItem("sentryReplaySession")).toBeNull();

    clearCategoryStorage("marketing");
    expect(document.cookie).not.toContain("_gcl_au");
    expect(document.cookie).toContain("wm_consent");
  });
});
