// @ts-check
/**
 * Pages (HTML documents) as a phone can show them soonest. Next.js renders every page; this module
 * reworks the HTML it sends before it leaves the server:
 *
 * 1. The render-blocking stylesheet becomes a <style> element holding only the rules the page uses
 *    (critical-css.mjs), so the browser may draw as soon as the HTML is in.
 * 2. Next.js's script files, the full stylesheet and the web manifest are requested only after the
 *    first contentful paint, by a small script (pageLoader below), so that they do not compete with
 *    the page for the connection and the processor while it is first drawn. The page carries only
 *    the loader's arguments and a smaller script that adds it after that paint (loaderStarter); the
 *    loader is a file this front serves, which the browser keeps. Hydration starts a little later
 *    than it would have: a frame, and on a first visit the loader's round trip. A page hidden when
 *    it loads asks for them at once (though a browser may hold the loader's one-element tasks for
 *    up to a second at a time while the tab stays hidden: showing the tab releases them).
 * 3. The page's data for hydration (React's server component payload, which Next.js inlines as
 *    scripts and which repeats most of the page's text) leaves the HTML where that is safe, so that
 *    the HTML fits a phone connection's first round trip more often:
 *    - a prerendered page's data is the file Next.js serves for client-side navigation to it, and
 *      the browser fetches it from there after the first paint;
 *    - a page rendered per request that Next.js marks `x-page-data: separate` (next.config.ts:
 *      pages that render the same when rendered again) hands its data over through this server's
 *      memory, once, within a minute (PageDataStore); a browser that misses it (another server
 *      instance answered, or the minute passed) fetches the page again and takes the data from it;
 *    - every other page keeps its data inline.
 * 4. The result is compressed with Brotli when the browser accepts it (gzip otherwise). A document
 *    served more than once (every prerendered page) is compressed again at Brotli's highest quality
 *    in the background and kept, so later visitors get the smallest copy.
 *
 * Everything else (scripts, styles, images, data requests, API answers) goes to Next.js untouched.
 * A page whose HTML is not in the shape expected is sent as it is, compressed.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { stop as stopEsbuild, transformSync } from "esbuild";
import { criticalCss, indexStylesheet } from "./critical-css.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {(req: Request, res: Response) => unknown} Handler
 * @typedef {(href: string) => import("./critical-css.mjs").StylesheetIndex | null} StylesheetLookup
 * @typedef {0 | 1 | string} PageDataSource  0: inline; 1: Next.js's prerendered payload; else the id it is kept under
 */

/**
 * A page load by a browser or a crawler, rather than a client-side navigation's data request or a
 * script's fetch (Next.js's RSC requests carry an `RSC` header and Sec-Fetch-Dest: empty).
 * @param {Request} req
 */
export function isDocumentRequest(req) {
  if (req.method !== "GET") return false;
  const headers = req.headers;
  if (headers.rsc !== undefined || headers["next-router-prefetch"] !== undefined || headers["next-router-state-tree"] !== undefined) return false;
  const destination = headers["sec-fetch-dest"];
  if (destination !== undefined) return destination === "document";
  return typeof headers.accept === "string" && headers.accept.includes("text/html");
}

/** Next.js's own build output, as the HTML names it. */
const NEXT_ASSET = /^\/_next\/static\/[\w.~/-]+$/;

/** An HTML start tag's attributes as React writes them (name, or name="escaped value"). */
const ATTRIBUTE = /([^\s"'=<>/]+)(?:="([^"]*)")?/g;

/**
 * @param {string} source  what follows the tag name, up to the closing ">"
 * @returns {Map<string, string>}
 */
export function parseAttributes(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE)) attributes.set(/** @type {string} */ (match[1]).toLowerCase(), match[2] ?? "");
  return attributes;
}

/**
 * The tags this module reworks: links, external scripts, and the inline scripts by which Next.js
 * hands React its page data (`self.__next_f.push([...])`, the first `(self.__next_f=…).push([0])`).
 * React escapes "<" in text and in inline scripts, so none of these can be found inside another.
 */
const TAG = /<link\b([^>]*)>|<script\b([^>]*)><\/script>|<script(?: nonce="[^"]*")?>\(?self\.__next_f(?:=self\.__next_f\|\|\[\]\))?\.push\(([^\n]*?)\)<\/script>/g;

/**
 * The document reworked (see the top of this file), or null when it is not in the shape expected.
 * `pageData` says where the page's data may go: 0 keeps it inline; 1 for a prerendered page; an
 * id for one whose data the caller keeps (then `entries` lists the data, as JSON arrays).
 * @param {string} html
 * @param {{ stylesheet: StylesheetLookup, pageData: PageDataSource }} options
 * @returns {{ html: string, entries: string[] } | null}
 */
export function transformDocument(html, { stylesheet, pageData }) {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return null;
  /** @type {Record<string, string>[]} */
  const links = [];
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const entries = [];
  let nonce = "";
  const out = html.replace(TAG, (tag, linkAttributes, scriptAttributes, entry, offset) => {
    if (entry !== undefined) {
      if (pageData === 0) return tag;
      entries.push(entry);
      return "";
    }
    if (linkAttributes !== undefined) {
      const attributes = parseAttributes(linkAttributes);
      const rel = attributes.get("rel");
      const href = attributes.get("href") ?? "";
      if (rel === "stylesheet" && NEXT_ASSET.test(href) && attributes.has("data-precedence") && offset < headEnd) {
        const index = stylesheet(href);
        if (!index) return tag;
        const css = criticalCss(index, html);
        if (/<\/style/i.test(css)) return tag;
        links.push(linkFor(attributes, ["rel", "href", "data-precedence", "crossorigin", "media"]));
        return `<style>${css}</style>`;
      }
      if (rel === "preload" && attributes.get("as") === "script" && NEXT_ASSET.test(href)) return "";
      // The browser fetches the manifest while the page is first drawn. (The tab's icon is written
      // into the page as a data: URL instead, by the root layout: without a link at load, the
      // browser would ask for /favicon.ico.)
      if (rel === "manifest" && offset < headEnd) {
        links.push(linkFor(attributes, ["rel", "href", "crossorigin"]));
        return "";
      }
      return tag;
    }
    const attributes = parseAttributes(scriptAttributes);
    const src = attributes.get("src") ?? "";
    if (NEXT_ASSET.test(src) && attributes.has("async") && !attributes.has("type") && !attributes.has("nomodule")) {
      nonce ||= attributes.get("nonce") ?? "";
      scripts.push(src);
      return "";
    }
    return tag;
  });
  if (scripts.length === 0) return null;
  // Without the data's first entry, what was found is not Next.js's page data as expected: it
  // stays. So does a prerendered page's data that is not all text, which the browser takes as text.
  if (pageData !== 0 && (entries[0] !== "[0]" || (pageData === 1 && !entries.slice(1).every((entry) => entry.startsWith("[1,")))))
    return transformDocument(html, { stylesheet, pageData: 0 });
  const data = JSON.stringify([links, scripts, pageData]).replace(/</g, "\\u003c");
  const loader = `<script type="application/json" id="${LOADER_ARGUMENTS_ID}">${data}</script><script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER_STARTER_SCRIPT}</script>`;
  const end = out.indexOf("</head>");
  return { html: `${out.slice(0, end)}${loader}${out.slice(end)}`, entries };
}

/**
 * @param {Map<string, string>} attributes
 * @param {string[]} names  the attributes to keep
 */
function linkFor(attributes, names) {
  /** @type {Record<string, string>} */
  const link = {};
  for (const name of names) {
    const value = attributes.get(name);
    if (value !== undefined) link[name] = decodeAttribute(value);
  }
  return link;
}

/** @param {string} value */
function decodeAttribute(value) {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name) => ({ amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[/** @type {"amp"} */ (name)]);
}

/**
 * Runs in the browser, from a file every reworked page shares (PAGE_LOADER_PATH), which loaderStarter
 * adds after the page's first contentful paint. It adds the deferred links, hands the page's data to
 * React (`data`, a PageDataSource; if it cannot be had where expected, the page is fetched again,
 * which the server answers with the data inline), then adds Next.js's scripts. The scripts keep
 * their `src` and the async attribute, so React and Next.js's runtime find them and do not load
 * them again. Each element that starts a request costs the main thread about a millisecond on a
 * phone (a dozen preloads took 25-67 ms with the processor slowed four times, as Lighthouse's
 * estimate slows it), so each is added in a task of its own, in the order asked: no task of the
 * loader's is long enough to hold up input, and the preloads are all in before any script.
 * @param {Record<string, string>[]} links
 * @param {string[]} scripts
 * @param {PageDataSource} data
 */
export function pageLoader(links, scripts, data) {
  const d = document, nonce = /** @type {HTMLScriptElement} */ (d.currentScript).nonce;
  /**
   * Adds an element in a task of its own; tasks asked for with the same delay run in the order asked.
   * @param {string} tag @param {Record<string, string>} attributes
   */
  const add = (tag, attributes) =>
    setTimeout(() => {
      const element = d.createElement(tag);
      for (const name in attributes) element.setAttribute(name, /** @type {string} */ (attributes[name]));
      element.nonce = nonce;
      d.head.append(element);
    });
  /** @param {string} url @param {Record<string, string>} [headers] */
  const get = (url, headers) =>
    fetch(url, { headers }).then((response) => {
      if (!response.ok && headers) throw 0;
      return response.text();
    });
  /** @param {string} html  a page with its data inline: the entries Next.js's inline scripts push */
  const inlineData = (html) => [...html.matchAll(/__next_f(?:=[^)]*\))?\.push\((.*?)\)<\/script>/g)].map((match) => JSON.parse(/** @type {string} */ (match[1])));
  /** @param {unknown[]} entries */
  const hand = (entries) => (/** @type {any} */ (self).__next_f ||= []).push(...entries);
  const addScripts = () => {
    for (const src of scripts) add("script", { src, async: "" });
  };
  for (const link of links) add("link", link);
  if (!data) return addScripts();
  for (const href of scripts) add("link", { rel: "preload", as: "script", href });
  (data == 1 ? get(`${location.pathname}?_rsc`, { RSC: "1" }).then((text) => [[0], [1, text]]) : get(`/_page-data/${data}`, {}).then(JSON.parse))
    .catch(() => get(location.href).then(inlineData))
    .then(hand, () => {})
    .then(addScripts);
}

/**
 * Runs in the browser: its source is inlined in every reworked page, with the loader's path. Once
 * the first contentful paint is reported (at once in a hidden tab, see the top of this file; a second after the load event
 * at the latest, as in a browser without paint timing), it adds the loader's script, with the
 * page's nonce. The loader is asked for only then, so that it never competes with the first paint.
 * @param {string} src
 */
export function loaderStarter(src) {
  var d = document, nonce = /** @type {HTMLScriptElement} */ (d.currentScript).nonce;
  /** @type {HTMLScriptElement | undefined} */
  var script;
  function start() {
    if (script) return;
    script = d.createElement("script");
    script.src = src;
    script.nonce = nonce;
    d.head.appendChild(script);
  }
  addEventListener("load", function () {
    setTimeout(start, 1000);
  });
  if (d.visibilityState != "visible") return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName("first-contentful-paint")[0]) start();
  }).observe({ type: "paint", buffered: true });
}

/** The id of the data block, before the loader's starter in each reworked page, that holds the loader's arguments. */
export const LOADER_ARGUMENTS_ID = "page-loader";

/** @param {string} source */
const minified = (source) => transformSync(source, { minify: true, target: "es2021", legalComments: "none" }).code.trim();

/**
 * pageLoader as the browser gets it: one file for every page, minified, that reads its arguments
 * from the page's data block. A page carries only those arguments and the starter, and a browser
 * that has the file keeps it.
 */
export const PAGE_LOADER_SCRIPT = minified(
  `(${pageLoader.toString()})(...JSON.parse(document.getElementById(${JSON.stringify(LOADER_ARGUMENTS_ID)}).textContent));`,
);

/** Where the loader is served: named by its content, so that the file can be kept for good. */
export const PAGE_LOADER_PATH = `/_page-loader/${createHash("sha256").update(PAGE_LOADER_SCRIPT).digest("base64url").slice(0, 12)}.js`;

/** The inline script that adds the loader after the first paint, as sent in pages. */
export const LOADER_STARTER_SCRIPT = minified(`(${loaderStarter.toString()})(${JSON.stringify(PAGE_LOADER_PATH)});`);

// esbuild keeps a worker thread and a child process for later calls; the server makes none.
void stopEsbuild();

/** Any loader file's path: one from another version of this module is answered with this one's. */
const PAGE_LOADER_PATHS = /^\/_page-loader\/[A-Za-z0-9_-]{12}\.js$/;

/**
 * The encoding to answer with: Brotli, then gzip, when the Accept-Encoding header allows them.
 * @param {string | undefined} header
 * @returns {"br" | "gzip" | "identity"}
 */
export function preferredEncoding(header) {
  if (!header) return "identity";
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim().toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const allowed = (/** @type {string} */ name) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return "identity";
}

/**
 * @param {Buffer} body
 * @param {"br" | "gzip"} encoding
 */
function encode(body, encoding) {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * Documents already reworked, with their encodings, by a hash of what Next.js sent. Bounded by
 * bytes; the least recently used go first. Filled only with documents seen more than once (or
 * prerendered), so pages made for one visitor never push the shared ones out.
 */
export class DocumentCache {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { html: Buffer, encoded: Map<string, Buffer>, best: boolean }>} */
    this.entries = new Map();
    /** @type {Set<string>} keys seen once, oldest first */
    this.seen = new Set();
  }

  /** @param {string} key */
  get(key) {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * True when the document should be kept: seen before, or known to be shared.
   * @param {string} key
   * @param {boolean} shared
   */
  worthKeeping(key, shared) {
    if (shared || this.seen.has(key)) {
      this.seen.delete(key);
      return true;
    }
    this.seen.add(key);
    if (this.seen.size > 4096) this.seen.delete(/** @type {string} */ (this.seen.values().next().value));
    return false;
  }

  /**
   * @param {string} key
   * @param {Buffer} html
   */
  add(key, html) {
    const entry = { html, encoded: new Map(), best: false };
    this.entries.set(key, entry);
    this.bytes += html.length;
    this.trim();
    return entry;
  }

  /**
   * @param {{ encoded: Map<string, Buffer> }} entry
   * @param {string} encoding
   * @param {Buffer} body
   */
  addEncoding(entry, encoding, body) {
    const previous = entry.encoded.get(encoding);
    entry.encoded.set(encoding, body);
    this.bytes += body.length - (previous?.length ?? 0);
    this.trim();
  }

  trim() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.html.length;
      for (const body of entry.encoded.values()) this.bytes -= body.length;
    }
  }
}

/**
 * The data of pages rendered per request, kept for the browser that got the page: each under a
 * random id, handed out once, for a minute at most, within a bound on bytes (the oldest go first).
 */
export class PageDataStore {
  /** @param {{ maxBytes: number, ttlMs: number, now?: () => number }} options */
  constructor({ maxBytes, ttlMs, now = Date.now }) {
    this.maxBytes = maxBytes;
    this.ttlMs = ttlMs;
    this.now = now;
    this.bytes = 0;
    /** @type {Map<string, { body: Buffer, expires: number }>} oldest first */
    this.entries = new Map();
  }

  /** A fresh id, not guessable. */
  static newId() {
    return randomBytes(16).toString("base64url");
  }

  /**
   * @param {string} id
   * @param {Buffer} body
   */
  put(id, body) {
    this.entries.set(id, { body, expires: this.now() + this.ttlMs });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && entry.expires > this.now()) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  /**
   * The data kept under `id`, which is then forgotten; null when there is none (or it expired).
   * @param {string} id
   */
  take(id) {
    const entry = this.entries.get(id);
    if (!entry) return null;
    this.entries.delete(id);
    this.bytes -= entry.body.length;
    return entry.expires > this.now() ? entry.body : null;
  }
}

/** The path a browser gets a page's kept data from. */
const PAGE_DATA_PATH = /^\/_page-data\/([A-Za-z0-9_-]{22})$/;

/** Changes whenever this module's output for the same input would change (part of each ETag). */
const TRANSFORM_VERSION = createHash("sha256").update(LOADER_STARTER_SCRIPT).update("documents v3").digest("base64url").slice(0, 8);

/** Next.js's notes on its own cache and ours for this module: no browser reads them from a page. */
const INTERNAL_HEADERS = ["x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time", "x-page-data"];

/**
 * A stylesheet lookup reading Next.js's build output in `staticDir` (.next/static), each file
 * parsed once. A missing or unreadable file gives null, and the page keeps its <link>.
 * @param {string} staticDir
 * @returns {StylesheetLookup}
 */
export function stylesheetsFrom(staticDir) {
  /** @type {Map<string, import("./critical-css.mjs").StylesheetIndex | null>} */
  const indexes = new Map();
  return (href) => {
    if (indexes.has(href)) return indexes.get(href) ?? null;
    const relative = href.slice("/_next/static/".length);
    /** @type {import("./critical-css.mjs").StylesheetIndex | null} */
    let index = null;
    if (relative.endsWith(".css") && !relative.split("/").includes("..")) {
      try {
        index = indexStylesheet(fs.readFileSync(path.join(staticDir, relative), "utf8"));
      } catch (error) {
        console.error(`[documents] cannot read the stylesheet ${href}: ${/** @type {Error} */ (error).message}`);
      }
    }
    indexes.set(href, index);
    return index;
  };
}

/**
 * The front for pages: `handles(req)` tells which requests it serves (page loads and the kept
 * page data); `serve` answers them, pages through Next.js's handler.
 * @param {{ handle: Handler, stylesheet: StylesheetLookup, cacheBytes?: number, pageDataBytes?: number }} options
 */
export function documentFront({ handle, stylesheet, cacheBytes = 32 * 1024 * 1024, pageDataBytes = 32 * 1024 * 1024 }) {
  const cache = new DocumentCache(cacheBytes);
  const pageData = new PageDataStore({ maxBytes: pageDataBytes, ttlMs: 60_000 });
  /** The queue of documents waiting for their best compression. */
  let compressing = Promise.resolve();

  /** @param {string} key @param {{ html: Buffer, encoded: Map<string, Buffer>, best: boolean }} entry */
  const compressBest = (key, entry) => {
    entry.best = true;
    // Brotli's best quality takes 0.1-0.3 s for a page: off the event loop, one page at a time.
    compressing = compressing.then(
      () =>
        new Promise((resolve) => {
          if (cache.entries.get(key) !== entry) return resolve(undefined);
          zlib.brotliCompress(entry.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.html.length } }, (error, best) => {
            if (!error && cache.entries.get(key) === entry) cache.addEncoding(entry, "br", best);
            resolve(undefined);
          });
        }),
    );
  };

  /** @param {Request} req @param {Response} res */
  const servePage = (req, res) => {
    const encoding = preferredEncoding(req.headers["accept-encoding"]?.toString());
    const ifNoneMatch = req.headers["if-none-match"];
    // Next.js must send the whole page uncompressed for it to be reworked here.
    delete req.headers["accept-encoding"];
    delete req.headers["if-none-match"];
    delete req.headers["if-modified-since"];
    captureHtml(res, (html) => {
      const prerendered = res.hasHeader("x-nextjs-prerender");
      const separate = !prerendered && String(res.getHeader("x-page-data") ?? "") === "separate";
      if (separate) {
        // Made for this request: reworked with an id of its own, never cached.
        const id = PageDataStore.newId();
        const reworked = rework(html, { stylesheet, pageData: id });
        if (reworked.entries.length > 0) pageData.put(id, Buffer.from(`[${reworked.entries.join(",")}]`, "utf8"));
        return send(res, reworked.body, encoding, { etag: null, ifNoneMatch });
      }
      const key = createHash("sha256").update(html).digest("base64url");
      let entry = cache.get(key);
      if (!entry) {
        const body = rework(html, { stylesheet, pageData: prerendered ? 1 : 0 }).body;
        if (!cache.worthKeeping(key, prerendered || res.hasHeader("x-nextjs-cache"))) return send(res, body, encoding, { etag: null, ifNoneMatch });
        entry = cache.add(key, body);
      }
      if (encoding === "br" && !entry.best) compressBest(key, entry);
      let body = entry.html;
      if (encoding !== "identity") {
        body = entry.encoded.get(encoding) ?? encode(entry.html, encoding);
        if (!entry.encoded.has(encoding)) cache.addEncoding(entry, encoding, body);
      }
      const etag = `W/"${createHash("sha256").update(key).update(encoding).update(TRANSFORM_VERSION).digest("base64url").slice(0, 16)}"`;
      return send(res, body, encoding, { etag, ifNoneMatch, encoded: true });
    });
    return handle(req, res);
  };

  /** @param {Request} req @param {Response} res @param {string} id */
  const serveData = (req, res, id) => {
    const body = pageData.take(id);
    res.setHeader("cache-control", "no-store");
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
    if (!body) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader("content-type", "application/json; charset=utf-8");
    return send(res, body, preferredEncoding(req.headers["accept-encoding"]?.toString()), { etag: null, ifNoneMatch: undefined });
  };

  /** The loader's file in each encoding, made once. */
  const loader = new Map([
    ["identity", Buffer.from(PAGE_LOADER_SCRIPT, "utf8")],
    ["br", zlib.brotliCompressSync(PAGE_LOADER_SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ["gzip", encode(Buffer.from(PAGE_LOADER_SCRIPT, "utf8"), "gzip")],
  ]);

  /** @param {Request} req @param {Response} res */
  const serveLoader = (req, res) => {
    const encoding = preferredEncoding(req.headers["accept-encoding"]?.toString());
    res.setHeader("content-type", "text/javascript; charset=utf-8");
    res.setHeader("x-content-type-options", "nosniff");
    // Another version's name (a page from an instance not yet updated, say) gets this version, not kept.
    res.setHeader("cache-control", req.url === PAGE_LOADER_PATH ? "public, max-age=31536000, immutable" : "no-store");
    return send(res, /** @type {Buffer} */ (loader.get(encoding)), encoding, { etag: null, ifNoneMatch: undefined, encoded: true });
  };

  return {
    /** @param {Request} req */
    handles: (req) => isDocumentRequest(req) || (req.method === "GET" && (PAGE_DATA_PATH.test(req.url ?? "") || PAGE_LOADER_PATHS.test(req.url ?? ""))),
    /** @param {Request} req @param {Response} res */
    serve: (req, res) => {
      if (PAGE_LOADER_PATHS.test(req.url ?? "")) return serveLoader(req, res);
      const data = PAGE_DATA_PATH.exec(req.url ?? "");
      return data ? serveData(req, res, /** @type {string} */ (data[1])) : servePage(req, res);
    },
  };
}

/**
 * @param {Buffer} html
 * @param {{ stylesheet: StylesheetLookup, pageData: PageDataSource }} options
 * @returns {{ body: Buffer, entries: string[] }}
 */
function rework(html, options) {
  try {
    const changed = transformDocument(html.toString("utf8"), options);
    return changed === null ? { body: html, entries: [] } : { body: Buffer.from(changed.html, "utf8"), entries: changed.entries };
  } catch (error) {
    // Never lose a page to the rework: send what Next.js made. No URL is logged (it may hold personal data).
    console.error(`[documents] could not rework a page: ${/** @type {Error} */ (error).message}`);
    return { body: html, entries: [] };
  }
}

/**
 * Ends the response with `body`, already encoded as `encoding` when `encoded` is true.
 * @param {Response} res
 * @param {Buffer} body
 * @param {"br" | "gzip" | "identity"} encoding
 * @param {{ etag: string | null, ifNoneMatch: string | string[] | undefined, encoded?: boolean }} options
 *   `etag` replaces Next.js's ETag (a page without one gets none)
 */
function send(res, body, encoding, { etag, ifNoneMatch, encoded = false }) {
  const payload = encoding === "identity" || encoded ? body : encode(body, encoding);
  for (const name of INTERNAL_HEADERS) res.removeHeader(name);
  withoutAssetPreloads(res);
  res.setHeader("vary", varyWithEncoding(res.getHeader("vary")));
  if (encoding === "identity") res.removeHeader("content-encoding");
  else res.setHeader("content-encoding", encoding);
  if (etag && res.hasHeader("etag")) {
    res.setHeader("etag", etag);
    const asked = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : (ifNoneMatch ?? "");
    if (res.statusCode === 200 && asked.split(",").some((tag) => tag.trim() === etag)) {
      res.statusCode = 304;
      res.removeHeader("content-length");
      res.removeHeader("content-encoding");
      return res.end();
    }
  } else {
    res.removeHeader("etag");
  }
  res.setHeader("content-length", payload.length);
  return res.end(payload);
}

/**
 * Drops the Link header's preloads of Next.js's own files (React names a page's stylesheet there
 * when it renders per request): the page now asks for them after its first paint.
 * @param {Response} res
 */
function withoutAssetPreloads(res) {
  const link = res.getHeader("link");
  if (link === undefined) return;
  const kept = (Array.isArray(link) ? link.join(",") : String(link))
    .split(/,(?=\s*<)/)
    .filter((entry) => {
      const url = /^\s*<([^>]*)>/.exec(entry)?.[1] ?? "";
      return !(NEXT_ASSET.test(url) && /;\s*rel="?preload"?/i.test(entry));
    });
  if (kept.length > 0) res.setHeader("link", kept.join(","));
  else res.removeHeader("link");
}

/** @param {string | number | string[] | undefined} vary */
function varyWithEncoding(vary) {
  const values = (Array.isArray(vary) ? vary.join(",") : String(vary ?? "")).split(",").map((v) => v.trim()).filter(Boolean);
  return values.some((v) => v.toLowerCase() === "accept-encoding") ? values.join(", ") : [...values, "Accept-Encoding"].join(", ");
}

/**
 * Holds back what Next.js writes to `res` and calls `onHtml` with the whole body once it ends, if
 * it is an HTML document with a body; any other answer (a redirect, a file, JSON) goes out as it
 * comes. `onHtml` must end the response itself. The same interception the `compression`
 * middleware uses: Next.js writes through res.writeHead / write / end.
 * @param {Response} res
 * @param {(html: Buffer) => void} onHtml
 */
function captureHtml(res, onHtml) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {boolean | undefined} */
  let holding;
  const decide = () => {
    if (holding === undefined) {
      const type = String(res.getHeader("content-type") ?? "");
      holding = /^text\/html\b/i.test(type) && !res.hasHeader("content-encoding") && res.statusCode !== 204 && res.statusCode !== 304;
      if (!holding) Object.assign(res, original);
    }
    return holding;
  };
  /** @type {any} */
  const r = res;
  r.writeHead = function (/** @type {number} */ status, /** @type {any} */ reason, /** @type {any} */ headers) {
    if (typeof reason !== "string") [headers, reason] = [reason, undefined];
    res.statusCode = status;
    if (reason) res.statusMessage = reason;
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    if (!decide()) return original.writeHead.call(res, res.statusCode);
    return res;
  };
  r.flushHeaders = function () {
    if (!decide()) original.flushHeaders.call(res);
  };
  r.write = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    if (!decide()) return original.write.apply(res, /** @type {any} */ (arguments));
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk != null) chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk));
    if (callback) process.nextTick(callback);
    return true;
  };
  r.end = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    if (!decide()) return original.end.apply(res, /** @type {any} */ (arguments));
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (chunk != null) chunks.push(typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk));
    Object.assign(res, original);
    if (callback) res.once("finish", callback);
    const body = Buffer.concat(chunks);
    if (body.length === 0 || res.destroyed) return res.end();
    onHtml(body);
    return res;
  };
}
