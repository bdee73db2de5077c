import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const jar = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

export interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * Runs the Nu HTML Checker (vnu-jar, on the system's Java) once over several documents and
 * answers its error messages about the HTML. One JVM for all pages keeps it to a few seconds.
 *
 * Its messages about CSS are left out: the only CSS in a page is the stylesheet Next.js writes into
 * it (Tailwind's output), which uses rules the checker's CSS level does not know (`@property`,
 * `margin-trim` in a feature query, custom properties in `transition-property`). The browsers the
 * site supports read them, and the journeys check the drawn result.
 */
export async function vnuErrors(documents: Record<string, string>): Promise<VnuMessage[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-vnu-"));
  try {
    const files = Object.entries(documents).map(([name, html]) => {
      const file = path.join(dir, `${name.replace(/[^\w-]+/g, "_") || "home"}.html`);
      fs.writeFileSync(file, html);
      return file;
    });
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const result = await run("java", ["-jar", jar, "--errors-only", "--format", "json", ...files], { maxBuffer: 32 * 1024 * 1024 }).catch(
      (error: { stderr?: string; code?: number }) => {
        if (typeof error.stderr === "string" && error.stderr.trim().startsWith("{")) return { stderr: error.stderr };
        throw error;
      },
    );
    const report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
    return report.messages.filter((m) => (m.type === "error" || m.subType === "fatal") && !m.message.startsWith("CSS: "));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
