import type { Reference } from "./schema";

/** Problems with an article's citations: marks with no reference, and references never cited. */
export function citationProblems(references: Pick<Reference, "id">[], cited: string[]): { field: string; problem: string }[] {
  const listed = new Set(references.map((r) => r.id));
  const problems = cited
    .filter((id) => !listed.has(id))
    .map((id) => ({ field: "references", problem: `has no entry for the citation <Cite id="${id}" />` }));
  references.forEach((reference, index) => {
    if (!cited.includes(reference.id)) problems.push({ field: `references.${index}`, problem: `"${reference.id}" is never cited in the text` });
  });
  return problems;
}

/** The references in the order the text first cites them, so reference n is the nth in the list. */
export function referencesInCitationOrder<T extends Pick<Reference, "id">>(references: T[], cited: string[]): T[] {
  return cited.map((id) => references.find((r) => r.id === id)).filter((r): r is T => r !== undefined);
}
