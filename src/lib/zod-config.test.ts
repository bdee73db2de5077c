import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every source file under src, tests aside. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("zod's browser setting", () => {
  it("is imported before zod by every module that imports zod, so no page trips the Content-Security-Policy", () => {
    const late: string[] = [];
    for (const file of sourceFiles(path.join(process.cwd(), "src"))) {
      const text = fs.readFileSync(file, "utf8");
      // Type-only imports are erased: they load nothing, so they need no setting (and importing the
      // setting would put zod into the browser's bundle for nothing).
      const zod = text.search(/^import (?!type )[^;]*from "zod(\/mini)?";/m);
      if (zod === -1 || file.endsWith(path.join("lib", "zod-config.ts"))) continue;
      const config = text.search(/^import "(@\/lib|\.)\/zod-config";/m);
      if (config === -1 || config > zod) late.push(path.relative(process.cwd(), file));
    }
    expect(late).toEqual([]);
  });
});
