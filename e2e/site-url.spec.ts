import { expect, test } from "./support/test";

/**
 * Links, feeds and structured data name the SITE_URL the server runs with (here Playwright's
 * address), on static pages too: `npm start` builds again when the build was made for another
 * address (scripts/start.mjs; the PostgreSQL pass of `npm test` serves at another address than
 * the first build's, so it checks exactly that).
 */
test("the canonical link, Open Graph address, structured data, sitemap, robots.txt and feed name the running SITE_URL", async ({ request, baseURL }) => {
  const site = baseURL as string;
  const home = await (await request.get("/about-us")).text();
  expect(/<link rel="canonical" href="([^"]+)"/.exec(home)?.[1]).toBe(`${site}/about-us`);
  expect(/<meta property="og:url" content="([^"]+)"/.exec(home)?.[1]).toBe(`${site}/about-us`);
  const structured = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]).join("\n");
  expect(structured).toContain(`${site}/`);
  // Every address of this machine in the structured data is the running one (none from another build).
  for (const [address] of structured.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?/g)) expect(address).toBe(site);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(locations.length).toBeGreaterThan(10);
  for (const location of locations) expect(location.startsWith(`${site}/`)).toBe(true);

  expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${site}/sitemap.xml`);

  const feed = await (await request.get("/knowledge-centre/feed.xml")).text();
  const links = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1] ?? "");
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) expect(link.startsWith(site)).toBe(true);
});
