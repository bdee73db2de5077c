import { trimChar } from "@/lib/text";

/** A URL fragment for a heading or term: "Nil-rate band (NRB)" → "nil-rate-band-nrb". */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-");
  return trimChar(slug, "-");
}
