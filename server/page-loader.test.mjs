// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADER_ARGUMENTS_ID, LOADER_STARTER_SCRIPT, PAGE_LOADER_PATH, PAGE_LOADER_SCRIPT } from "./documents.mjs";

/** The loader's script elements the starter added, as the browser received them. */
let loaderElements = [];
/** The stand-in for the browser fetching and running the loader's file. */
let browser;

/**
 * Runs a page's part as a browser would: the data block, then the inline starter (the shipped
 * text). When the starter adds the loader's script, the "browser" runs the served file as that script.
 */
function runLoader(links, scripts, data) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = LOADER_ARGUMENTS_ID;
  block.textContent = JSON.stringify([links, scripts, data]);
  document.body.replaceChildren(block);
  loaderElements = [];
  browser?.disconnect();
  browser = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node.tagName !== "SCRIPT" || node.getAttribute("src") !== PAGE_LOADER_PATH) continue;
      loaderElements.push(node);
      node.remove();
      Object.defineProperty(document, "currentScript", { value: node, configurable: true });
      new Function(PAGE_LOADER_SCRIPT)();
    }
  });
  browser.observe(document.head, { childList: true });
  new Function(LOADER_STARTER_SCRIPT)();
}

/** A PerformanceObserver that reports paints when the test says so. */
function fakePaintTiming() {
  const observers = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(callback) {
      this.callback = callback;
      observers.push(this);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return (name) => {
    for (const observer of observers) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  };
}

/** A script of Next.js's, as the loader adds them (not the loader's own). */
const NEXT_SCRIPT = 'script[src^="/_next/"]';

/** Two turns of the event loop: the loader, started in a microtask, then the tasks it queued (one for each element). */
const flushed = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setTimeout(resolve, 0)));
const added = () => [...document.head.children].map((e) => [e.tagName.toLowerCase(), e.getAttribute("rel"), e.getAttribute("href") ?? e.getAttribute("src")].filter(Boolean).join(" "));

describe("the page loader", () => {
  let paint;
  beforeEach(() => {
    document.head.innerHTML = "";
    delete globalThis.__next_f;
    Object.defineProperty(document, "currentScript", { value: { nonce: "n0nce" }, configurable: true });
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    paint = fakePaintTiming();
  });
  afterEach(() => {
    browser?.disconnect();
    vi.unstubAllGlobals();
  });

  it("adds nothing before the first contentful paint, then the loader, which adds the links and scripts, all with the page's nonce", async () => {
    runLoader([{ rel: "stylesheet", href: "/_next/static/chunks/site.css", "data-precedence": "next" }], ["/_next/static/chunks/a.js"], 0);
    paint("first-paint");
    await flushed();
    expect(added()).toEqual([]);
    expect(loaderElements).toEqual([]);
    paint("first-contentful-paint");
    await flushed();
    expect(loaderElements.map((element) => element.nonce)).toEqual(["n0nce"]);
    expect(added()).toEqual(["link stylesheet /_next/static/chunks/site.css", "script /_next/static/chunks/a.js"]);
    const script = document.head.querySelector(NEXT_SCRIPT);
    expect(script.hasAttribute("async")).toBe(true);
    expect(script.nonce).toBe("n0nce");
    expect(document.head.querySelector("link").getAttribute("data-precedence")).toBe("next");
  });

  it("adds each link and script in a task of its own, in order, and the preloads before any script", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response('0:"tree"\n', { status: 200 })));
    const tasks = [];
    const original = globalThis.setTimeout;
    vi.stubGlobal("setTimeout", (callback, delay, ...rest) =>
      original(() => {
        const before = document.head.children.length;
        callback(...rest);
        tasks.push(document.head.children.length - before);
      }, delay),
    );
    const scripts = ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js", "/_next/static/chunks/c.js"];
    runLoader([{ rel: "stylesheet", href: "/_next/static/chunks/site.css" }, { rel: "manifest", href: "/manifest.webmanifest" }], scripts, 1);
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelectorAll(NEXT_SCRIPT)).toHaveLength(3));
    expect(added()).toEqual([
      "link stylesheet /_next/static/chunks/site.css",
      "link manifest /manifest.webmanifest",
      ...scripts.map((src) => `link preload ${src}`),
      ...scripts.map((src) => `script ${src}`),
    ]);
    // Eight elements, eight tasks that added one each: none added two at once, or any outside a task of its own.
    expect(tasks.filter((count) => count > 0)).toEqual(Array(8).fill(1));
  });

  it("adds the loader once, a second after the load event when no paint is reported", async () => {
    runLoader([], ["/_next/static/chunks/a.js"], 0);
    dispatchEvent(new Event("load"));
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(loaderElements).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    paint("first-contentful-paint");
    await flushed();
    expect(loaderElements).toHaveLength(1);
    expect(added()).toEqual(["script /_next/static/chunks/a.js"]);
  });

  it("starts at once in a tab that is hidden as the page loads", async () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    runLoader([], ["/_next/static/chunks/a.js"], 0);
    await flushed();
    expect(added()).toEqual(["script /_next/static/chunks/a.js"]);
  });

  it("hands a prerendered page's data to React before any script is added", async () => {
    const fetch = vi.fn(async () => new Response('0:"tree"\n', { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    let queuedWhenScriptsCame;
    const observer = new MutationObserver(() => {
      if (document.head.querySelector(NEXT_SCRIPT) && queuedWhenScriptsCame === undefined) queuedWhenScriptsCame = [...globalThis.__next_f];
    });
    observer.observe(document.head, { childList: true });
    runLoader([], ["/_next/static/chunks/a.js"], 1);
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelector(NEXT_SCRIPT)).not.toBeNull());
    observer.disconnect();
    expect(fetch).toHaveBeenCalledWith(`${location.pathname}?_rsc`, { headers: { RSC: "1" } });
    expect(queuedWhenScriptsCame).toEqual([[0], [1, '0:"tree"\n']]);
    // The scripts were asked for at the start, as preloads, while the data came.
    expect(added()[0]).toBe("link preload /_next/static/chunks/a.js");
  });

  it("takes a page's kept data from the server, by its id", async () => {
    const fetch = vi.fn(async () => new Response('[[0],[1,"0:\\"kept\\"\\n"]]', { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    runLoader([], ["/_next/static/chunks/a.js"], "AbCdEfGhIjKlMnOpQrStUv");
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelector(NEXT_SCRIPT)).not.toBeNull());
    expect(fetch.mock.calls[0][0]).toBe("/_page-data/AbCdEfGhIjKlMnOpQrStUv");
    expect(globalThis.__next_f).toEqual([[0], [1, '0:"kept"\n']]);
  });

  it("when the data is not where expected, fetches the page again and takes the data inlined in it", async () => {
    const again = '<html><body><p>x</p><script nonce="q">(self.__next_f=self.__next_f||[]).push([0])</script><script nonce="q">self.__next_f.push([1,"0:\\"again\\"\\n"])</script></body></html>';
    const fetch = vi.fn(async (url) => (String(url).startsWith("/_page-data/") ? new Response("", { status: 404 }) : new Response(again, { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    runLoader([], ["/_next/static/chunks/a.js"], "AbCdEfGhIjKlMnOpQrStUv");
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelector(NEXT_SCRIPT)).not.toBeNull());
    expect(fetch.mock.calls[1][0]).toBe(location.href);
    expect(globalThis.__next_f).toEqual([[0], [1, '0:"again"\n']]);
  });

  it("still adds the scripts when no data can be had", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    runLoader([], ["/_next/static/chunks/a.js"], 1);
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelector(NEXT_SCRIPT)).not.toBeNull());
  });
});
