import { parse } from "yaml";
import { ContentError } from "./schema";

/** Splits a file into its YAML frontmatter (between leading `---` lines) and its body. */
export function splitFrontmatter(file: string, text: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(file, "", "must start with frontmatter between --- lines");
  try {
    return { data: parse(match[1]!), body: match[2]! };
  } catch (error) {
    throw new ContentError(file, "", `has frontmatter that is not valid YAML: ${(error as Error).message}`);
  }
}

export { slugify } from "@/lib/slug";

/** Reading time at 220 words a minute, at least one minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}

/** Words a reader reads in an MDX body: tags, link targets and markup left out. */
export function countWords(body: string): number {
  const text = body
    // Neither class can run past the next opening character, so each character is scanned once.
    .replace(/<[^<>]+>/g, " ")
    .replace(/\]\([^()]*\)/g, "]")
    .replace(/[#*_>`[\]|-]/g, " ");
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9£]/.test(word)).length;
}
