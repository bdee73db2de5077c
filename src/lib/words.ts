/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  // An item that holds "and" itself gets a comma before the last "and", so the list reads one way
  // only: "selling your business, and tax and inheritance planning".
  const last = items.some((item) => item.includes(" and ")) ? ", and " : " and ";
  return `${items.slice(0, -1).join(", ")}${last}${items.at(-1)}`;
}

/** A name's possessive in British usage: "Saltus'" and "Evelyn Partners'", "Canaccord's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
