/**
 * Rewrites the web addresses in a mail's text, for the code that links them (./compose.ts) and
 * the code that hides the secret ones (./redact.ts). An address starts with http:// or https:// and
 * ends at a space, a quote or an angle bracket; punctuation that ends a sentence is not part of it.
 * `address` rewrites each address, `rest` the text between them. One pass of a pattern without
 * nested repetition: linear.
 */
export function mapWebAddresses(text: string, address: (link: string) => string, rest: (between: string) => string = (between) => between): string {
  let written = "";
  let from = 0;
  for (const found of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    let end = found[0].length;
    while (end > 0 && ".,;:!?)".includes(found[0][end - 1]!)) end -= 1;
    written += rest(text.slice(from, found.index)) + address(found[0].slice(0, end));
    from = found.index + end;
  }
  return written + rest(text.slice(from));
}
