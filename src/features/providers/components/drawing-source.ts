import "server-only";
import fs from "node:fs";
import path from "node:path";

/** Drawings larger than this are linked as files, whatever they are. */
const MAX_INLINE_BYTES = 2048;

const cache = new Map<string, string>();

/**
 * The `src` for one of our own small SVG drawings (a provider's wordmark or cover, in
 * public/providers), written into the page as a data: URL. A page's first paint then waits for no
 * image request: on a phone every request costs a round trip, and these sit above the fold. Any
 * other image (a firm's own logo file, should the operator add one) keeps its file URL.
 */
export function drawingSource(src: string): string {
  const cached = cache.get(src);
  if (cached !== undefined) return cached;
  let inline = src;
  if (/^\/providers\/(?:covers\/)?[a-z0-9-]+\.svg$/.test(src)) {
    try {
      const svg = fs.readFileSync(path.join(process.cwd(), "public", src), "utf8").trim();
      // Escaped as a data: URL must be ("%", "#", "<", ">", quotes, white space).
      if (Buffer.byteLength(svg) <= MAX_INLINE_BYTES) inline = `data:image/svg+xml,${svg.replace(/\s*\n\s*/g, " ").replace(/["%#<> ]/g, (c) => encodeURIComponent(c))}`;
    } catch {
      // Not readable here: the file URL still works.
    }
  }
  cache.set(src, inline);
  return inline;
}
