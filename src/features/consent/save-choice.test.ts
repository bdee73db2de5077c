// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { parseConsent, readCookie, CONSENT_COOKIE } from "@/lib/consent";
import { clearCategoryStorage } from "./clear-storage";
import { saveChoice } from "./save-choice";

const cookieNames = () => document.cookie.split(";").map((part) => part.trim().split("=")[0]);

beforeEach(() => {
  for (const name of cookieNames()) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  document.cookie = "_ga=GA1.1.1; Path=/";
  document.cookie = "_gcl_au=1; Path=/";
});

describe("saving a cookie choice", () => {
  it("stores the choice and removes what each refused category stored", async () => {
    await saveChoice({ analytics: false, marketing: true });
    expect(parseConsent(readCookie(document.cookie, CONSENT_COOKIE))).toMatchObject({ analytics: false, marketing: true });
    expect(cookieNames()).not.toContain("_ga");
    expect(cookieNames()).toContain("_gcl_au");

    await saveChoice({ analytics: false, marketing: false });
    expect(cookieNames()).not.toContain("_gcl_au");
  });

  it("removes nothing when everything is allowed", async () => {
    await saveChoice({ analytics: true, marketing: true });
    expect(parseConsent(readCookie(document.cookie, CONSENT_COOKIE))).toMatchObject({ analytics: true, marketing: true });
    expect(cookieNames()).toEqual(expect.arrayContaining(["_ga", "_gcl_au"]));
  });

  it("with the dialog's clearing code, removes what was refused before it returns", () => {
    // Not awaited: whatever follows the save (React rendering the choice, a reload that unloads a
    // withdrawn third-party script) must already find the cookie gone.
    void saveChoice({ analytics: false, marketing: true }, clearCategoryStorage);
    expect(cookieNames()).not.toContain("_ga");
    expect(cookieNames()).toContain("_gcl_au");
  });
});
