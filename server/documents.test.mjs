import http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { indexStylesheet } from "./critical-css.mjs";
import {
  DocumentCache,
  LOADER_STARTER_SCRIPT,
  PAGE_LOADER_PATH,
  PAGE_LOADER_SCRIPT,
  PageDataStore,
  documentFront,
  isDocumentRequest,
  parseAttributes,
  preferredEncoding,
  transformDocument,
} from "./documents.mjs";

const CSS = ".flex{display:flex}.unused{color:red}.text-a{color:blue}";
const stylesheet = (href) => (href === "/_next/static/chunks/site.css" ? indexStylesheet(CSS) : null);

/** A page in the shape Next.js writes it; `nonce` as on a page rendered per request. */
function nextPage({ nonce = "", body = '<main class="flex"><p class="text-a">Hello</p></main>' } = {}) {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>` +
    `<link rel="stylesheet" href="/_next/static/chunks/site.css"${n} data-precedence="next"/>` +
    `<link rel="preload" as="script" fetchPriority="low"${n} href="/_next/static/chunks/runtime.js"/>` +
    `<script src="/_next/static/chunks/a.js" async=""${n}></script>` +
    `<link rel="manifest" href="/manifest.webmanifest"/><title>T</title>` +
    `<script src="/_next/static/chunks/polyfills.js" noModule=""${n}></script></head>` +
    `<body>${body}<script id="_R_"${n}>(globalThis.TURBOPACK||[]).push({})</script>` +
    `<script src="/_next/static/chunks/runtime.js" async=""${n}></script>` +
    `<script${n}>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script${n}>self.__next_f.push([1,"0:\\"a\\"\\n"])</script>` +
    `<script${n}>self.__next_f.push([1,"1:\\"\\u003c/script\\u003e\\"\\n"])</script></body></html>`
  );
}

/** Whether Next.js's inline page-data scripts are still in the page. */
const hasInlineData = (html) => /<script[^>]*>\(?self\.__next_f/.test(html);

/** The loader's arguments, from the data block before it: [links, scripts, page data]. */
const loaderData = (html) =>
  JSON.parse(/<script type="application\/json" id="page-loader">(.*?)<\/script><script[^>]*>\(function\([^<]*<\/script><\/head>/.exec(html)[1].replace(/\\u003c/g, "<"));

describe("reworking a page", () => {
  it("inlines the rules the page uses in place of its stylesheet link", () => {
    const { html } = transformDocument(nextPage(), { stylesheet, pageData: 0 });
    expect(html).toContain("<style>.flex{display:flex}.text-a{color:blue}</style>");
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it("asks for Next.js's scripts, the full stylesheet and the manifest after the first paint, in the loader", () => {
    const { html } = transformDocument(nextPage(), { stylesheet, pageData: 0 });
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|runtime)\.js"/);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('rel="manifest"');
    const [links, scripts, data] = loaderData(html);
    expect(links).toEqual([
      { rel: "stylesheet", href: "/_next/static/chunks/site.css", "data-precedence": "next" },
      { rel: "manifest", href: "/manifest.webmanifest" },
    ]);
    expect(scripts).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/runtime.js"]);
    expect(data).toBe(0);
    // Kept: the legacy polyfills (never fetched by a modern browser), the inline scripts and the page data.
    expect(html).toContain('noModule=""');
    expect(html).toContain('<script id="_R_">');
    expect(hasInlineData(html)).toBe(true);
  });

  it("puts the page's nonce on the loader", () => {
    const { html } = transformDocument(nextPage({ nonce: "abc123" }), { stylesheet, pageData: 0 });
    expect(html).toContain(`<script nonce="abc123">${LOADER_STARTER_SCRIPT}</script>`);
    expect(LOADER_STARTER_SCRIPT).toContain(JSON.stringify(PAGE_LOADER_PATH));
    expect(loaderData(html)[1]).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/runtime.js"]);
  });

  it("takes the page data out for a prerendered page, and hands it over for a kept one", () => {
    const prerendered = transformDocument(nextPage(), { stylesheet, pageData: 1 });
    expect(hasInlineData(prerendered.html)).toBe(false);
    expect(loaderData(prerendered.html)[2]).toBe(1);
    const kept = transformDocument(nextPage({ nonce: "abc123" }), { stylesheet, pageData: "AbCdEfGhIjKlMnOpQrStUv" });
    expect(hasInlineData(kept.html)).toBe(false);
    expect(loaderData(kept.html)[2]).toBe("AbCdEfGhIjKlMnOpQrStUv");
    expect(JSON.parse(`[${kept.entries.join(",")}]`)).toEqual([[0], [1, '0:"a"\n'], [1, '1:"</script>"\n']]);
  });

  it("keeps the page data inline when it is not in the expected shape", () => {
    const odd = nextPage().replace("<script>(self.__next_f=self.__next_f||[]).push([0])</script>", "");
    const { html, entries } = transformDocument(odd, { stylesheet, pageData: "AbCdEfGhIjKlMnOpQrStUv" });
    expect(hasInlineData(html)).toBe(true);
    expect(entries).toEqual([]);
    expect(loaderData(html)[2]).toBe(0);
    const binary = nextPage().replace('self.__next_f.push([1,"0:', 'self.__next_f.push([3,"AAEC"])</script><script>self.__next_f.push([1,"0:');
    expect(loaderData(transformDocument(binary, { stylesheet, pageData: 1 }).html)[2]).toBe(0);
  });

  it("keeps a stylesheet it cannot read, and leaves a page it does not recognise alone", () => {
    const { html } = transformDocument(nextPage().replaceAll("site.css", "other.css"), { stylesheet, pageData: 0 });
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/other.css"');
    expect(transformDocument("<p>no head</p>", { stylesheet, pageData: 0 })).toBeNull();
    expect(transformDocument("<html><head></head><body></body></html>", { stylesheet, pageData: 0 })).toBeNull();
  });

  it("never lets data close the loader's data block", () => {
    const page = nextPage().replace('href="/manifest.webmanifest"', 'href="/manifest.webmanifest?x=&lt;/script&gt;"');
    const { html } = transformDocument(page, { stylesheet, pageData: 0 });
    const block = /<script type="application\/json" id="page-loader">.*?<\/script>/s.exec(html)[0];
    expect(block.slice(0, -"</script>".length)).not.toContain("</script");
    expect(loaderData(html)[0][1].href).toBe("/manifest.webmanifest?x=</script>");
  });
});

describe("the small parts", () => {
  it("reads attributes as React writes them", () => {
    expect([...parseAttributes(' rel="preload" as="script" fetchPriority="low" async=""').entries()]).toEqual([
      ["rel", "preload"],
      ["as", "script"],
      ["fetchpriority", "low"],
      ["async", ""],
    ]);
  });

  it("chooses Brotli, then gzip, as Accept-Encoding allows", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("tells page loads from data requests", () => {
    const req = (headers, method = "GET") => ({ method, headers });
    expect(isDocumentRequest(req({ "sec-fetch-dest": "document", accept: "text/html" }))).toBe(true);
    expect(isDocumentRequest(req({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(isDocumentRequest(req({ "sec-fetch-dest": "empty", accept: "*/*" }))).toBe(false);
    expect(isDocumentRequest(req({ "sec-fetch-dest": "document", rsc: "1" }))).toBe(false);
    expect(isDocumentRequest(req({ "sec-fetch-dest": "document" }, "POST"))).toBe(false);
  });

  it("keeps shared documents and those seen twice, within its bound on bytes", () => {
    const cache = new DocumentCache(100);
    expect(cache.worthKeeping("a", false)).toBe(false);
    expect(cache.worthKeeping("a", false)).toBe(true);
    expect(cache.worthKeeping("b", true)).toBe(true);
    cache.add("a", Buffer.alloc(60));
    cache.add("b", Buffer.alloc(60));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBeDefined();
    expect(cache.bytes).toBe(60);
  });

  it("hands kept page data out once, within its time, and forgets the oldest past its bound", () => {
    let now = 0;
    const store = new PageDataStore({ maxBytes: 100, ttlMs: 1000, now: () => now });
    store.put("a", Buffer.from("one"));
    expect(store.take("a")?.toString()).toBe("one");
    expect(store.take("a")).toBeNull();
    store.put("b", Buffer.from("two"));
    now = 1001;
    expect(store.take("b")).toBeNull();
    store.put("c", Buffer.alloc(60));
    store.put("d", Buffer.alloc(60));
    expect(store.take("c")).toBeNull();
    expect(store.take("d")).not.toBeNull();
    expect(PageDataStore.newId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe("the page front", () => {
  /** @type {http.Server | undefined} */
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

  /** Serves the front over HTTP with `next` standing in for Next.js's handler. */
  async function serve(next) {
    const front = documentFront({ handle: next, stylesheet });
    server = http.createServer((req, res) => (front.handles(req) ? front.serve(req, res) : next(req, res)));
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${server.address().port}`;
  }
  const page = { "sec-fetch-dest": "document", accept: "text/html", "accept-encoding": "gzip, br" };
  // fetch undoes the compression itself.
  const decoded = (response) => response.text();

  it("sends pages reworked and compressed, with Next.js's own notes and the preloads of deferred files removed", async () => {
    let acceptEncoding = "unset";
    const url = await serve((req, res) => {
      acceptEncoding = req.headers["accept-encoding"];
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("link", '</_next/static/chunks/site.css>; rel=preload; as="style", </fonts/x.woff2>; rel=preload; as="font"');
      res.writeHead(200, { vary: "rsc" });
      res.write(nextPage().slice(0, 100));
      res.end(nextPage().slice(100));
    });
    // fetch decodes the body itself, so read the raw bytes over http.
    const response = await new Promise((resolve) => http.get(url, { headers: page }, resolve));
    const chunks = [];
    for await (const chunk of response) chunks.push(chunk);
    expect(acceptEncoding).toBeUndefined();
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("rsc, Accept-Encoding");
    expect(response.headers["x-nextjs-cache"]).toBeUndefined();
    expect(response.headers.link).toBe('</fonts/x.woff2>; rel=preload; as="font"');
    const html = zlib.brotliDecompressSync(Buffer.concat(chunks)).toString();
    expect(Number(response.headers["content-length"])).toBe(Buffer.concat(chunks).length);
    expect(html).toContain("<style>.flex{display:flex}.text-a{color:blue}</style>");
  });

  it("answers a page asked for again with the same ETag by 304", async () => {
    const url = await serve((req, res) => {
      res.setHeader("content-type", "text/html");
      res.setHeader("x-nextjs-prerender", "1");
      res.setHeader("etag", '"next"');
      res.end(nextPage());
    });
    const first = await fetch(url, { headers: page });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]{16}"$/);
    const again = await fetch(url, { headers: { ...page, "if-none-match": etag } });
    expect(again.status).toBe(304);
    const other = await fetch(url, { headers: { ...page, "accept-encoding": "gzip", "if-none-match": etag } });
    expect(other.status).toBe(200);
  });

  it("takes a prerendered page's data out, for the browser to fetch from Next.js", async () => {
    const url = await serve((req, res) => {
      res.setHeader("content-type", "text/html");
      res.setHeader("x-nextjs-prerender", "1");
      res.end(nextPage());
    });
    const html = await decoded(await fetch(url, { headers: page }));
    expect(hasInlineData(html)).toBe(false);
    expect(loaderData(html)[2]).toBe(1);
  });

  it("keeps a marked page's data for one fetch, which any page load may make once", async () => {
    const url = await serve((req, res) => {
      res.setHeader("content-type", "text/html");
      res.setHeader("x-page-data", "separate");
      res.end(nextPage({ nonce: "abc123" }));
    });
    const response = await fetch(url, { headers: page });
    expect(response.headers.get("x-page-data")).toBeNull();
    const html = await decoded(response);
    const id = loaderData(html)[2];
    expect(id).toMatch(/^[\w-]{22}$/);
    const data = await fetch(`${url}/_page-data/${id}`);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("no-store");
    expect(await data.json()).toEqual([[0], [1, '0:"a"\n'], [1, '1:"</script>"\n']]);
    expect((await fetch(`${url}/_page-data/${id}`)).status).toBe(404);
    expect((await fetch(`${url}/_page-data/AbCdEfGhIjKlMnOpQrStUv`)).status).toBe(404);
  });

  it("serves the page loader as a file the browser keeps, and another version's name without keeping it", async () => {
    const url = await serve(() => {
      throw new Error("the loader never reaches Next.js");
    });
    const response = await fetch(`${url}${PAGE_LOADER_PATH}`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(PAGE_LOADER_SCRIPT);
    const other = await fetch(`${url}/_page-loader/AbCdEfGhIjKl.js`);
    expect(other.headers.get("cache-control")).toBe("no-store");
    expect(await other.text()).toBe(PAGE_LOADER_SCRIPT);
    expect(PAGE_LOADER_SCRIPT).toContain('document.getElementById("page-loader").textContent');
  });

  it("passes answers that are not pages through as they come", async () => {
    const url = await serve((req, res) => {
      res.writeHead(200, { "content-type": "text/csv" });
      res.write("a,b\n");
      res.end("1,2\n");
    });
    const response = await fetch(url, { headers: page });
    expect(response.headers.get("content-type")).toBe("text/csv");
    expect(await response.text()).toBe("a,b\n1,2\n");
  });

  it("sends what Next.js made when the rework fails, rather than no page", async () => {
    const url = await serve((req, res) => {
      res.setHeader("content-type", "text/html");
      res.end("<html><head><title>plain</title></head><body>plain</body></html>");
    });
    expect(await decoded(await fetch(url, { headers: page }))).toContain("<body>plain</body>");
  });
});
