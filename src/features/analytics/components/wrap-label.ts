/**
 * A chart label as lines of at most `perLine` characters: broken after a hyphen, slash, space or
 * other separator where it can, and inside a word only when one word is longer than a line.
 * Nothing is dropped: the lines joined give the label back.
 */
export function wrapLabel(label: string, perLine: number): string[] {
  const width = Math.max(1, Math.floor(perLine));
  // Pieces that end in a separator (kept with the piece before the break).
  const pieces = label.match(/[^\s/\-_.?&=]*[\s/\-_.?&=]*/g)?.filter((piece) => piece.length > 0) ?? [];
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces) {
    if (line.length + piece.trimEnd().length <= width) {
      line += piece;
      continue;
    }
    if (line.length > 0) lines.push(line.trimEnd());
    line = "";
    let rest = piece;
    while (rest.trimEnd().length > width) {
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    line = rest;
  }
  if (line.trimEnd().length > 0 || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}
