/**
 * A bare Next.js app to compare the site against: one layout (html and body only), one page of
 * static text, one page rendered for each request (match.mjs renders it once before its rounds)
 * and one route handler that echoes a JSON body's size, built with this project's own
 * Next.js and React (resolved from the project's node_modules) and served in production mode.
 *
 * Why a separate app: any route of this site shares its root layout, so it would carry the app
 * context, header, footer and banners; that is exactly the weight being measured. The bare app
 * has none of them, so the ratio shows what the site adds on top of the framework itself.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertPortFree, watchServer } from "./server.mjs";

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
/**
 * Outside the project on purpose: built inside it, Next.js picked up the project's own
 * src/instrumentation.ts (migrations, mail sender) and served it with the bare page. The app
 * reaches this project's Next.js and React through a node_modules link.
 */
export const bareDir = path.join(os.tmpdir(), "wm-bench-bare-next");

const files = {
  "app/layout.jsx": `export const metadata = { title: "Bare page" };
export default function RootLayout({ children }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return <p>A bare Next.js page with static text.</p>;
}
`,
  // A page rendered at each request, as the site's provider profiles and results page are: the
  // matching API's comparison renders one on each server first (match.mjs says why).
  "app/rendered/page.jsx": `export const dynamic = "force-dynamic";
export default async function Page() {
  return <p>A bare Next.js page rendered for each request.</p>;
}
`,
  // The root is "/" so Turbopack accepts the linked node_modules, whose real path is the project's.
  // A bare route handler for the matching API to be compared with: reads a JSON body, answers JSON.
  "app/api/echo/route.js": `export async function POST(request) {
  const body = await request.json();
  return Response.json({ fields: Object.keys(body).length });
}
`,
  "next.config.mjs": `export default { turbopack: { root: "/" }, outputFileTracingRoot: "/", poweredByHeader: false };
`,
  "package.json": `{ "name": "bare-next", "private": true, "type": "module" }
`,
};

/** Writes and builds the bare app (once: the build is reused while Next.js and the files are the same). */
export function buildBareNext() {
  const version = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")).version;
  const stamp = `${version} ${createHash("sha256").update(JSON.stringify(files)).digest("hex")}`;
  const marker = path.join(bareDir, ".built-with");
  if (fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === stamp && fs.existsSync(path.join(bareDir, ".next", "BUILD_ID"))) return;
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(bareDir, name)), { recursive: true });
    fs.writeFileSync(path.join(bareDir, name), text);
  }
  fs.rmSync(path.join(bareDir, "node_modules"), { force: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(bareDir, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [nextBin, "build", bareDir], { cwd: bareDir, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) throw new Error("building the bare Next.js app failed");
  fs.writeFileSync(marker, stamp);
}

/**
 * Builds (when needed) and serves the bare app as `next start` does, with Node.js's defaults unless
 * `nodeFlags` are given; resolves to { url, stop }.
 */
export async function startBareNext({ port, nodeFlags = [] }) {
  buildBareNext();
  await assertPortFree(port);
  const child = spawn(process.execPath, [...nodeFlags, nextBin, "start", bareDir, "--port", String(port)], {
    cwd: bareDir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return watchServer(child, `http://127.0.0.1:${port}`, "/", "bare Next.js server");
}
