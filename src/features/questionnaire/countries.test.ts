import { describe, expect, it } from "vitest";
import { isCountryCode } from "@/lib/form-data";
import { countryName, countryOptions, exactCountry, searchCountries } from "./countries";

describe("country options", () => {
  it("lists every ISO 3166-1 country and territory once, with valid alpha-2 codes", () => {
    expect(countryOptions.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countryOptions.map((option) => option.code)).size).toBe(countryOptions.length);
    expect(countryOptions.every((option) => isCountryCode(option.code))).toBe(true);
  });

  it("finds countries by the start of a name, an alias or inside a name", () => {
    expect(searchCountries("united")[0]?.code).toMatch(/^(AE|GB|US|UM)$/);
    expect(searchCountries("uk")[0]?.code).toBe("GB");
    expect(searchCountries("united states")[0]?.code).toBe("US");
    expect(searchCountries("kingdom").map((option) => option.code)).toContain("GB");
    expect(searchCountries("cote").map((option) => option.code)).toContain("CI");
    expect(searchCountries("fr", ["FR"]).map((option) => option.code)).not.toContain("FR");
  });

  it("names codes and recognises a typed name", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("ZZ")).toBe("");
    expect(exactCountry("united kingdom")?.code).toBe("GB");
    expect(exactCountry("Narnia")).toBeNull();
  });
});
