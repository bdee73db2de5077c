import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every server action is made one way (src/server/action.ts) and lives in one kind of place: a
 * `"use server"` file in a feature's `actions/` folder, exporting one action (types may be
 * exported beside it). These checks read the sources, so a hand-written action cannot come back.
 */

const root = path.resolve(import.meta.dirname, "..");
const list = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? list(file) : [file];
  });

const DIRECTIVE = /^\s*["']use server["'];?\s*$/m;
const ACTION_PATH = /^features\/[a-z0-9-]+\/actions\/[a-z0-9-]+\.ts$/;
const WRAPPED = /^export const \w+ = (formAction|redirectAction|stateAction)\(/gm;
// Any export of a value: functions, constants, classes, re-exports, default. `export type` and
// `export interface` are erased, so they are allowed.
const VALUE_EXPORT = /^export (?!type\b|interface\b)/gm;

/** What is wrong with one source file, as messages (none when it is fine or not an action). */
function actionFileProblems(file: string, source: string): string[] {
  const posix = file.split(path.sep).join("/");
  const isAction = DIRECTIVE.test(source);
  const inActions = /(^|\/)actions\//.test(posix);
  if (!isAction) return inActions ? [`${posix}: a file in actions/ must start with "use server"`] : [];
  const problems: string[] = [];
  if (!ACTION_PATH.test(posix)) problems.push(`${posix}: a "use server" file belongs in a feature's actions/ folder (src/features/<feature>/actions/<name>.ts)`);
  if (!/^"use server";/.test(source)) problems.push(`${posix}: "use server" must be the file's first line (not inside a function)`);
  if (!source.includes('from "@/server/action"')) problems.push(`${posix}: make the action with formAction, redirectAction or stateAction from @/server/action`);
  const wrapped = source.match(WRAPPED) ?? [];
  const exported = source.match(VALUE_EXPORT) ?? [];
  if (wrapped.length !== 1 || exported.length !== 1) problems.push(`${posix}: export exactly one action, made by the wrapper (found ${wrapped.length} wrapped, ${exported.length} exported values)`);
  if (/\blimitAction\(|\bcurrentMember\(|\bcurrentVisitor\(|\basFormData\(/.test(source)) problems.push(`${posix}: the wrapper checks the session, the limit and the form; do not do it again by hand`);
  return problems;
}

describe("server action files", () => {
  it("are all made with the wrapper, one per file, in a feature's actions/ folder", () => {
    const sources = list(".").filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const problems = sources.flatMap((file) => actionFileProblems(path.normalize(file), fs.readFileSync(path.join(root, file), "utf8")));
    expect(problems).toEqual([]);
    const actions = sources.filter((file) => DIRECTIVE.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(actions.length).toBeGreaterThanOrEqual(20);
  });

  it("catch a hand-written action, a second action, a stray place and an inline directive", () => {
    const good = `"use server";\n\nimport { formAction } from "@/server/action";\n\nexport type State = { a: 1 };\nexport const send = formAction({}, async () => x);\n`;
    expect(actionFileProblems("features/enquiries/actions/send.ts", good)).toEqual([]);
    const handWritten = `"use server";\n\nimport { limitAction } from "@/server/limits";\n\nexport async function send(form: FormData) { await limitAction("x"); }\n`;
    expect(actionFileProblems("features/enquiries/actions/send.ts", handWritten)).toHaveLength(3);
    const two = `${good}export const other = redirectAction({}, async () => "/");\n`;
    expect(actionFileProblems("features/enquiries/actions/send.ts", two)).toHaveLength(1);
    expect(actionFileProblems("features/sales-portal/server/send.ts", good)).toHaveLength(1);
    expect(actionFileProblems("app/page.tsx", `export default function Page() {\n  async function act() {\n    "use server";\n  }\n}\n`).length).toBeGreaterThan(0);
    expect(actionFileProblems("features/enquiries/actions/helper.ts", `export const x = 1;\n`)).toHaveLength(1);
  });
});
