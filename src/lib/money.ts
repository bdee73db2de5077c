/**
 * SPEC §9: money is shown as k, million or billion ("£750k", "£1.5 million", "£2 billion").
 * Whole pounds in, short text out.
 */
function trim(value: number): string {
  return Number(value.toFixed(2)).toString();
}

export function formatMoney(pounds: number): string {
  const abs = Math.abs(pounds);
  const sign = pounds < 0 ? "-" : "";
  if (abs >= 1_000_000_000) return `${sign}£${trim(abs / 1_000_000_000)} billion`;
  if (abs >= 1_000_000) return `${sign}£${trim(abs / 1_000_000)} million`;
  if (abs >= 1_000) return `${sign}£${trim(abs / 1_000)}k`;
  return `${sign}£${Math.round(abs)}`;
}

/** Whole pounds with thousands separators, for exact figures: "£1,250,000". */
export function formatPounds(pounds: number): string {
  return `£${Math.round(pounds).toLocaleString("en-GB")}`;
}
