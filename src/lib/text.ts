/**
 * Small text helpers written as loops, where a regular expression such as /-+$/ would scan a long
 * run of the character once per starting position (quadratic time on hostile input).
 */

/** The text without `char` repeated at its end: trimEndChar("a///", "/") → "a". */
export function trimEndChar(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end -= 1;
  return text.slice(0, end);
}

/** The text without `char` repeated at either end. */
export function trimChar(text: string, char: string): string {
  let start = 0;
  while (start < text.length && text[start] === char) start += 1;
  return trimEndChar(text.slice(start), char);
}
