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

  it("shows names with their accents, and finds them typed with or without", () => {
    expect(countryName("RE")).toBe("Réunion");
    expect(countryName("CI")).toBe("Côte d'Ivoire");
    expect(countryName("ST")).toBe("São Tomé and Príncipe");
    expect(exactCountry("Reunion")?.code).toBe("RE");
    expect(exactCountry("Réunion")?.code).toBe("RE");
    expect(exactCountry("Sao Tome and Principe")?.code).toBe("ST");
    expect(countryOptions.find((option) => option.code === "RE")?.aliases).not.toContain("Réunion");
  });

  it("finds countries by everyday names and abbreviations", () => {
    const cases: [string, string][] = [
      ["England", "GB"], ["Scotland", "GB"], ["Wales", "GB"], ["northern ireland", "GB"], ["Great Britain", "GB"],
      ["Britain", "GB"], ["UK", "GB"], ["U.K.", "GB"], ["USA", "US"], ["America", "US"], ["US", "US"], ["u.s.a.", "US"],
      ["Holland", "NL"], ["UAE", "AE"], ["Czech Republic", "CZ"], ["Eire", "IE"], ["Burma", "MM"],
    ];
    for (const [typed, code] of cases) {
      expect([typed, searchCountries(typed)[0]?.code]).toEqual([typed, code]);
      expect([typed, exactCountry(typed)?.code]).toEqual([typed, code]);
    }
    // The start of an everyday name finds it too, and the ISO name stays the one shown.
    expect(searchCountries("engl")[0]?.code).toBe("GB");
    expect(searchCountries("holl")[0]?.code).toBe("NL");
    expect(countryName("NL")).toBe("Netherlands");
  });

  it("puts the closest completion first, and knows countries by their own languages' names", () => {
    expect(searchCountries("united st")[0]?.code).toBe("US");
    expect(searchCountries("Americ")[0]?.code).toBe("US");
    expect(searchCountries("united k")[0]?.code).toBe("GB");
    for (const [typed, code] of [["Deutschland", "DE"], ["espana", "ES"], ["Schweiz", "CH"], ["Österreich", "AT"], ["Nederland", "NL"]] as const) expect(exactCountry(typed)?.code, typed).toBe(code);
  });
});
