import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";

/** Every ISO 3166-1 country and territory with its English name(s), for the country questions. */
countries.registerLocale(en);

export interface CountryOption {
  code: string;
  name: string;
  /** Other English names it is searched by ("UK", "Great Britain"). */
  aliases: string[];
}

export const countryOptions: CountryOption[] = Object.entries(countries.getNames("en", { select: "all" }))
  .map(([code, names]) => ({ code, name: names[0] ?? code, aliases: names.slice(1) }))
  .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));

const byCode = new Map(countryOptions.map((option) => [option.code, option]));

export function countryName(code: string | null | undefined): string {
  return (code && byCode.get(code)?.name) || "";
}

const fold = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();

/** Countries matching what the visitor typed: names starting with it first, then containing it. */
export function searchCountries(query: string, exclude: readonly string[] = []): CountryOption[] {
  const wanted = fold(query);
  const candidates = countryOptions.filter((option) => !exclude.includes(option.code));
  if (!wanted) return candidates;
  const names = (option: CountryOption) => [option.name, ...option.aliases].map(fold);
  const exact = candidates.filter((option) => names(option).includes(wanted) || option.code.toLowerCase() === wanted);
  const starts = candidates.filter((option) => !exact.includes(option) && names(option).some((name) => name.startsWith(wanted)));
  const contains = candidates.filter((option) => !exact.includes(option) && !starts.includes(option) && names(option).some((name) => name.includes(wanted)));
  return [...exact, ...starts, ...contains];
}

/** The country whose name or alias is exactly what was typed, if any. */
export function exactCountry(query: string): CountryOption | null {
  const wanted = fold(query);
  return countryOptions.find((option) => [option.name, ...option.aliases].some((name) => fold(name) === wanted)) ?? null;
}
