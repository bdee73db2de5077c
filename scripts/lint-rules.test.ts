/**
 * `npm run lint` keeps the layers (docs/architecture.md, "Layers") and keeps dead code out: each
 * case lints a small scratch source with the project's own ESLint and knip configurations and
 * expects the break to be reported, and a compliant import not to be.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const scratch = path.join(root, ".scratch", `lint-rules-${process.pid}`);
const overrideConfigFile = path.join(root, "eslint.config.mjs");
const eslint = new ESLint({ cwd: root, overrideConfigFile });
// import/no-cycle reads the linted file from disk, so it is switched off for the sources below that
// exist only as text; the cycle case writes its files and lints them with the rule on.
const eslintOnText = new ESLint({ cwd: root, overrideConfigFile, overrideConfig: { rules: { "import/no-cycle": "off" } } });
const LAYER_RULES = ["import/no-restricted-paths", "import/no-cycle", "no-restricted-imports"];

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The layer rules a source at `file` (relative to the repository; it need not exist) breaks. */
async function broken(file: string, code: string, linter = eslintOnText): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message).filter((rule) => LAYER_RULES.includes(rule));
}

const importsProviders = 'import { getProvider } from "@/features/providers";\nexport const firm = getProvider("saltus");\n';

function write(file: string, text: string): string {
  const full = path.join(scratch, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

describe("ESLint's layer rules", () => {
  it.each(["src/lib", "src/config", "src/components", "src/server", "src/server/db/queries"])("refuse a feature import in shared code (%s)", async (folder) => {
    expect(await broken(`${folder}/scratch.ts`, importsProviders)).toEqual(["import/no-restricted-paths"]);
  });

  it("refuse a feature importing a feature it is not allowed to (matching → providers)", async () => {
    expect(await broken("src/features/matching/scratch.ts", importsProviders)).toEqual(["import/no-restricted-paths"]);
  });

  it("refuse a dynamic import outside the allowed list too", async () => {
    expect(await broken("src/features/tracking/scratch.ts", 'export const load = () => import("@/features/providers");\n')).toEqual(["import/no-restricted-paths"]);
  });

  it("let a feature import one it is allowed to, through its entry point (results → providers)", async () => {
    expect(await broken("src/features/results/scratch.ts", importsProviders)).toEqual([]);
  });

  it("let routes import any feature", async () => {
    expect(await broken("src/app/scratch/page.tsx", importsProviders)).toEqual([]);
  });

  it("refuse an allowed feature's internals (results → providers/data)", async () => {
    expect(await broken("src/features/results/scratch.ts", 'import { providers } from "@/features/providers/data";\nexport const count = providers.length;\n')).toEqual(["no-restricted-imports"]);
  });

  it("refuse an import of src/app outside it", async () => {
    expect(await broken("src/features/results/scratch.ts", 'import { metadata } from "@/app/(site)/account/page";\nexport const title = metadata.title;\n')).toEqual(["import/no-restricted-paths"]);
  });

  it("refuse a cycle", async () => {
    write("cycle/b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
    const code = 'import { b } from "./b";\nexport const a = () => b;\n';
    const file = write("cycle/a.ts", code);
    expect(await broken(path.relative(root, file), code, eslint)).toEqual(["import/no-cycle"]);
  });
});

describe("knip", () => {
  it("reports an unused export and an unused file, and not what is used", () => {
    const project = path.join(scratch, "knip");
    const put = (file: string, text: string) => write(path.join("knip", file), text);
    put("package.json", JSON.stringify({ name: "scratch", private: true, type: "module" }));
    put("scripts/run.ts", 'import { used } from "../src/lib/words";\nconsole.log(used);\n');
    put("src/lib/words.ts", "export const used = 1;\nexport const unused = 2;\n");
    put("src/lib/orphan.ts", "export const orphan = 3;\n");
    const run = spawnSync(process.execPath, [path.join(root, "node_modules/knip/bin/knip.js"), "--no-progress", "--no-config-hints", "--config", path.join(root, "knip.jsonc"), "--reporter", "json"], { cwd: project, encoding: "utf8" });
    expect(run.status).toBe(1);
    const { issues } = JSON.parse(run.stdout) as { issues: { file: string; files: unknown[]; exports: { name: string }[] }[] };
    const exports = issues.flatMap((issue) => issue.exports.map((e) => `${issue.file}: ${e.name}`));
    expect(exports).toEqual(["src/lib/words.ts: unused"]);
    expect(issues.filter((issue) => issue.files.length > 0).map((issue) => issue.file)).toEqual(["src/lib/orphan.ts"]);
  });
});
