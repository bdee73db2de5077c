import { stringify } from "csv-stringify/sync";

/**
 * The one CSV writer behind every download (the analytics tables, the introductions list): RFC 4180
 * rows with CRLF line ends, written by csv-stringify, every text cell first made safe to open in a
 * spreadsheet (docs/security.md, "CSV downloads").
 *
 * A spreadsheet runs a cell as a formula when it starts with =, +, - or @ (or a tab or carriage
 * return, which some strip first). Some also trim leading spaces, and one opened with `;` or `|` as
 * its separator splits `x;=1+2` into `x` and a formula. So a cell is neutralised when a formula
 * character comes first after any run of spaces and separators, at its start or after any `;`, `,`,
 * `|`, tab, carriage return or line feed inside it: an apostrophe goes before the cell and before
 * each such formula character. The text is otherwise unchanged, so nothing is lost.
 */
const FORMULA_AT_START = /^[\s;,|]*[=+\-@]/;
const STARTS_WITH_CONTROL = /^[\t\r]/;
// Linear: one character class, then a bounded-by-input run of another, then one character.
const FORMULA_AFTER_SEPARATOR = /([;,|\t\r\n][ \t]*)([=+\-@])/g;

export function neutraliseFormula(value: string): string {
  const inside = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_AT_START.test(value) || STARTS_WITH_CONTROL.test(value) ? `'${inside}` : inside;
}

/** A figure this site formatted itself (1,200; -6.6%; +2.0%; 20.0 s; 1,601 px; –): written as shown. */
const FIGURE = /^(?:[+-]?\d[\d,]*(?:\.\d+)?(?: ?(?:%|s|px))?|–)$/;

export interface CsvOptions {
  /** Columns (by index) of figures the site formatted: kept as shown when they are plain figures. */
  figureColumns?: readonly number[];
  /** Quote every cell (the introductions list does, so names never shift a column in any reader). */
  quoteAll?: boolean;
}

/** The header row, then the rows, as CSV text ending in CRLF. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[], options: CsvOptions = {}): string {
  const figures = new Set(options.figureColumns ?? []);
  const safe = (cells: readonly string[], isHeader: boolean) =>
    cells.map((cell, index) => (!isHeader && figures.has(index) && FIGURE.test(cell) ? cell : neutraliseFormula(cell)));
  return stringify([safe(header, true), ...rows.map((cells) => safe(cells, false))], {
    record_delimiter: "\r\n",
    quoted: options.quoteAll ?? false,
    quoted_empty: options.quoteAll ?? false,
    // A line end inside a cell is quoted too (csv-stringify quotes only the record delimiter itself).
    quoted_match: /[\r\n]/,
    eof: true,
  });
}

/**
 * A CSV download: UTF-8 text, saved as `filename` (letters, digits, dots and hyphens only, so the
 * header needs no escaping), never cached, since every download holds one member's view. It opens
 * with a byte order mark, without which Excel reads the file in the computer's legacy code page
 * and garbles "£", "–" and accented names.
 */
export function csvDownload(csv: string, filename: string): Response {
  if (!/^[\w.-]+\.csv$/.test(filename)) throw new Error(`csvDownload: unsafe file name ${JSON.stringify(filename)}`);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
