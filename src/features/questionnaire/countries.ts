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

/**
 * docs/product.md, "Results": the everyday names and abbreviations people type for a country, beside the
 * ISO names (the nations of the UK, "USA", "Holland", …). Each maps to the ISO code stored.
 */
export const EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  GB: ["England", "Scotland", "Wales", "Northern Ireland", "Great Britain", "Britain", "UK", "U.K.", "United Kingdom of Great Britain and Northern Ireland"],
  US: ["USA", "U.S.A.", "US", "U.S.", "America", "United States of America"],
  NL: ["Holland", "The Netherlands", "Nederland"],
  AE: ["UAE", "Dubai", "Abu Dhabi", "Emirates"],
  CZ: ["Czech Republic", "Česko"],
  IE: ["Eire", "Republic of Ireland"],
  KR: ["South Korea"],
  KP: ["North Korea"],
  RU: ["Russia"],
  TR: ["Turkey"],
  CI: ["Ivory Coast"],
  MM: ["Burma"],
  SZ: ["Swaziland"],
  CV: ["Cape Verde"],
  VA: ["Vatican", "Vatican City", "Holy See"],
  HK: ["Hong Kong SAR"],
  TW: ["Taiwan"],
  VN: ["Vietnam"],
  LA: ["Laos"],
  SY: ["Syria"],
  IR: ["Iran"],
  BO: ["Bolivia"],
  VE: ["Venezuela"],
  TZ: ["Tanzania"],
  MD: ["Moldova"],
  // Names in the country's own language(s), for visitors who type them.
  DE: ["Deutschland"],
  AT: ["Österreich"],
  CH: ["Swiss Confederation", "Schweiz", "Suisse", "Svizzera"],
  ES: ["España"],
  IT: ["Italia"],
  BE: ["België", "Belgique"],
  SE: ["Sverige"],
  DK: ["Danmark"],
  NO: ["Norge"],
  FI: ["Suomi"],
  PL: ["Polska"],
  GR: ["Ellada", "Hellas"],
  HR: ["Hrvatska"],
  HU: ["Magyarország"],
};

/** Names shown with the accents their own languages write, where the ISO list leaves them out. */
const WRITTEN_NAMES: Readonly<Record<string, string>> = {
  CI: "Côte d'Ivoire",
  RE: "Réunion",
  ST: "São Tomé and Príncipe",
};

export const countryOptions: CountryOption[] = Object.entries(countries.getNames("en", { select: "all" }))
  .map(([code, listed]) => {
    const names = WRITTEN_NAMES[code] ? [WRITTEN_NAMES[code], ...listed] : listed;
    const name = names[0] ?? code;
    const aliases = [...new Set([...names.slice(1), ...(EVERYDAY_NAMES[code] ?? [])])].filter((alias) => alias !== name);
    return { code, name, aliases };
  })
  .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));

const byCode = new Map(countryOptions.map((option) => [option.code, option]));

export function countryName(code: string | null | undefined): string {
  return (code && byCode.get(code)?.name) || "";
}

/** Lower case, accents and full stops dropped, spaces collapsed: "U.S.A." and "usa" compare equal. */
const fold = (text: string) =>
  text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\./g, "").replace(/\s+/g, " ").toLowerCase().trim();

/**
 * Countries matching what the visitor typed: names that are it first, then names starting with it,
 * the closest completion first ("united st" finds the United States before the United States Minor
 * Outlying Islands, "americ" America before American Samoa), then names containing it.
 */
export function searchCountries(query: string, exclude: readonly string[] = []): CountryOption[] {
  const wanted = fold(query);
  const candidates = countryOptions.filter((option) => !exclude.includes(option.code));
  if (!wanted) return candidates;
  const names = (option: CountryOption) => [option.name, ...option.aliases].map(fold);
  const exact = candidates.filter((option) => names(option).includes(wanted) || option.code.toLowerCase() === wanted);
  const completion = (option: CountryOption) => Math.min(...names(option).filter((name) => name.startsWith(wanted)).map((name) => name.length));
  const starts = candidates
    .filter((option) => !exact.includes(option) && names(option).some((name) => name.startsWith(wanted)))
    .map((option) => ({ option, length: completion(option) }))
    .sort((a, b) => a.length - b.length)
    .map(({ option }) => option);
  const contains = candidates.filter((option) => !exact.includes(option) && !starts.includes(option) && names(option).some((name) => name.includes(wanted)));
  return [...exact, ...starts, ...contains];
}

/** The country whose name or alias is exactly what was typed, if any. */
export function exactCountry(query: string): CountryOption | null {
  const wanted = fold(query);
  return countryOptions.find((option) => [option.name, ...option.aliases].some((name) => fold(name) === wanted)) ?? null;
}
