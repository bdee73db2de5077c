#!/usr/bin/env node
/**
 * The pages that must stay static: after `next build`, each must be prerendered (in
 * .next/prerender-manifest.json), so that a change that makes one of them rendered per request
 * (reading cookies or headers, say, or a dynamic setting) fails `npm test` instead of silently
 * slowing it down (docs/architecture.md, "Serving and speed"). Run by scripts/test.mjs after the build.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Exact paths that must be prerendered. Rendered per request on purpose: the privacy policy (it
 * states the running server's retention setting), the provider directory and profiles, the results
 * page, the "sent" pages (they thank only a visitor whose address carries a fresh receipt), and the
 * account and sales-portal pages.
 */
export const STATIC_PAGES = [
  "/",
  "/about-us",
  "/affiliate-partnerships",
  "/contact-us",
  "/glossary",
  "/knowledge-centre",
  "/knowledge-centre/feed.xml",
  "/landing-pages",
  "/newsletter",
  "/proforma",
  "/proforma/looking-for-advice",
  "/terms/terms-and-conditions",
  "/terms/cookie-policy",
  "/terms/acceptable-use-policy",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.ico",
  "/apple-icon",
];

/** Families of pages made from content (articles, question steps, authors, landing pages): each must have prerendered pages (a family turned dynamic has none). */
export const STATIC_FAMILIES = [
  { route: "/knowledge-centre/[slug]", prefix: "/knowledge-centre/" },
  { route: "/proforma/[...step]", prefix: "/proforma/" },
  { route: "/author/[slug]", prefix: "/author/" },
  { route: "/landing-pages/[slug]", prefix: "/landing-pages/" },
  { route: "/[partner]/[step]", prefix: "/lloyds/" },
];

/**
 * What is wrong with a build's prerender manifest: each page that should be static and is not.
 * @param {{ routes?: Record<string, unknown>, dynamicRoutes?: Record<string, unknown> }} manifest
 * @returns {string[]}
 */
export function staticPageProblems(manifest) {
  const routes = Object.keys(manifest.routes ?? {});
  const problems = STATIC_PAGES.filter((page) => !routes.includes(page)).map((page) => `${page} is no longer prerendered`);
  for (const family of STATIC_FAMILIES) {
    const members = routes.filter((page) => page.startsWith(family.prefix) && !STATIC_PAGES.includes(page));
    if (members.length === 0) problems.push(`no page of ${family.route} is prerendered`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.join(process.cwd(), ".next", "prerender-manifest.json");
  if (!fs.existsSync(file)) {
    console.error("No production build: run `next build` first.");
    process.exit(1);
  }
  const problems = staticPageProblems(JSON.parse(fs.readFileSync(file, "utf8")));
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) {
    console.error("A page meant to be static is rendered per request: find what made it dynamic (cookies(), headers(), a dynamic setting) in the page or its layout.");
    process.exit(1);
  }
  console.log(`✓ ${STATIC_PAGES.length} pages and ${STATIC_FAMILIES.length} families of pages are prerendered`);
}
