/**
 * A bare Next.js page to compare the home page's JavaScript against: a separate app with one
 * layout (html and body only) and one page of static text, built with this project's own Next.js
 * and React (resolved from the project's node_modules) and served in production mode.
 *
 * Why a separate app: any route of this site shares its root layout, so it would carry the app
 * context, header, footer and banners; that is exactly the weight being measured. The bare app
 * has none of them, so the ratio shows what the site adds on top of the framework itself.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { watchServer } from "./server.mjs";

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
export const bareDir = path.join(root, ".bench", "bare-next");

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
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)}, poweredByHeader: false };
`,
  "package.json": `{ "name": "bare-next", "private": true, "type": "module" }
`,
};

/** Writes and builds the bare app (once: the build is reused while the Next.js version is the same). */
export function buildBareNext() {
  const version = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")).version;
  const marker = path.join(bareDir, ".built-with");
  if (fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === version && fs.existsSync(path.join(bareDir, ".next", "BUILD_ID"))) return;
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(bareDir, name)), { recursive: true });
    fs.writeFileSync(path.join(bareDir, name), text);
  }
  const build = spawnSync(process.execPath, [nextBin, "build", bareDir], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) throw new Error("building the bare Next.js app failed");
  fs.writeFileSync(marker, version);
}

/** Builds (when needed) and serves the bare app; resolves to { url, stop }. */
export async function startBareNext({ port }) {
  buildBareNext();
  const child = spawn(process.execPath, [nextBin, "start", bareDir, "--port", String(port)], {
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return watchServer(child, `http://127.0.0.1:${port}`, "/", "bare Next.js server");
}
