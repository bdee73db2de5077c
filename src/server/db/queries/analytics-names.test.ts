import fs from "node:fs";
import path from "node:path";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { isPgEnum, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../schema";

/**
 * The analytics queries name tables and columns through the schema (`${table}`, `${table.column}`,
 * `name(column)`), so a renamed column cannot leave a query reading the old name. This reads the
 * SQL text written into analytics.ts and fails on any table, column or enum type name in it.
 */

/** The literal text of every template in `source`, nested ones included (`${…}` parts left out). */
function templateTexts(source: string): string[] {
  const texts: string[] = [];
  let i = 0;
  const skipQuoted = (quote: string) => {
    i++;
    while (i < source.length && source[i] !== quote) i += source[i] === "\\" ? 2 : 1;
    i++;
  };
  const readTemplate = () => {
    let text = "";
    while (i < source.length) {
      const c = source[i];
      if (c === "\\") {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === "`") {
        i++;
        texts.push(text);
        return;
      } else if (c === "$" && source[i + 1] === "{") {
        i += 2;
        texts.push(text);
        text = "";
        readCode(true);
      } else {
        text += c;
        i++;
      }
    }
  };
  function readCode(untilBrace: boolean) {
    let depth = 0;
    while (i < source.length) {
      const c = source[i];
      const next = source[i + 1];
      if (c === "`") {
        i++;
        readTemplate();
      } else if (c === '"' || c === "'") skipQuoted(c);
      else if (c === "/" && next === "/") i = source.indexOf("\n", i) === -1 ? source.length : source.indexOf("\n", i);
      else if (c === "/" && next === "*") i = source.indexOf("*/", i) + 2;
      else {
        if (c === "{") depth++;
        if (c === "}") {
          if (untilBrace && depth === 0) {
            i++;
            return;
          }
          depth--;
        }
        i++;
      }
    }
  }
  readCode(false);
  return texts;
}

/** The words of SQL text that could name something: no comments, string literals or quoted result keys. */
function sqlWords(text: string): string[] {
  const bare = text
    .replace(/--[^\n]*/g, " ")
    .replace(/'[^']*'/g, " ")
    .replace(/"[^"]*"/g, " ");
  return bare.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
}

const exported: unknown[] = Object.values(schema);
const tables = exported.filter((value): value is PgTable => is(value, PgTable));
const tableNames = new Set(tables.map((table) => getTableName(table)));
const enumNames = new Set(exported.filter(isPgEnum).map((pgEnum) => pgEnum.enumName));
const columnNames = new Set(tables.flatMap((table) => Object.values(getTableColumns(table)).map((column) => column.name)));
// SQL words that are also a column's name somewhere in the schema.
const KEYWORDS = new Set<string>([]);

function namesWrittenOut(source: string): string[] {
  const words = templateTexts(source).flatMap(sqlWords);
  return [...new Set(words.filter((word) => !KEYWORDS.has(word.toLowerCase()) && (tableNames.has(word) || enumNames.has(word) || columnNames.has(word))))];
}

describe("the analytics queries", () => {
  it("name no table, column or enum type as text", () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, "analytics.ts"), "utf8");
    expect(templateTexts(source).length).toBeGreaterThan(20);
    expect(namesWrittenOut(source)).toEqual([]);
  });

  it("would notice a name written out, however the template is nested", () => {
    const written = "const q = sql`select ${x} from page_visits where ${sql`user_id = ${id}`} and 'page_visits' = \"visits\"`;";
    expect(namesWrittenOut(written)).toEqual(["page_visits", "user_id"]);
    expect(namesWrittenOut("const q = sql`select ${pageVisits.url}::${sql.identifier(deviceClass.enumName)} from ${pageVisits}`;")).toEqual([]);
    expect(namesWrittenOut("const q = sql`select 1::device_class`; // from page_visits")).toEqual(["device_class"]);
  });
});
