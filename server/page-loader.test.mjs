// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAGE_LOADER_SOURCE } from "./documents.mjs";

/** Runs the loader's source as a page would (the shipped text, not the function object). */
function runLoader(links, scripts, data) {
  new Function(`(${PAGE_LOADER_SOURCE}).apply(null, ${JSON.stringify([links, scripts, data])})`)();
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

const flushed = () => new Promise((resolve) => setTimeout(resolve, 0));
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
    vi.unstubAllGlobals();
  });

  it("adds nothing before the first contentful paint, then the links and scripts, with the page's nonce", async () => {
    runLoader([{ rel: "stylesheet", href: "/_next/static/chunks/site.css", "data-precedence": "next" }], ["/_next/static/chunks/a.js"], 0);
    paint("first-paint");
    await flushed();
    expect(added()).toEqual([]);
    paint("first-contentful-paint");
    await flushed();
    expect(added()).toEqual(["link stylesheet /_next/static/chunks/site.css", "script /_next/static/chunks/a.js"]);
    const script = document.head.querySelector("script");
    expect(script.hasAttribute("async")).toBe(true);
    expect(script.nonce).toBe("n0nce");
    expect(document.head.querySelector("link").getAttribute("data-precedence")).toBe("next");
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
      if (document.head.querySelector("script") && queuedWhenScriptsCame === undefined) queuedWhenScriptsCame = [...globalThis.__next_f];
    });
    observer.observe(document.head, { childList: true });
    runLoader([], ["/_next/static/chunks/a.js"], 1);
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelector("script")).not.toBeNull());
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
    await vi.waitFor(() => expect(document.head.querySelector("script")).not.toBeNull());
    expect(fetch.mock.calls[0][0]).toBe("/_page-data/AbCdEfGhIjKlMnOpQrStUv");
    expect(globalThis.__next_f).toEqual([[0], [1, '0:"kept"\n']]);
  });

  it("when the data is not where expected, fetches the page again and takes the data inlined in it", async () => {
    const again = '<html><body><p>x</p><script nonce="q">(self.__next_f=self.__next_f||[]).push([0])</script><script nonce="q">self.__next_f.push([1,"0:\\"again\\"\\n"])</script></body></html>';
    const fetch = vi.fn(async (url) => (String(url).startsWith("/_page-data/") ? new Response("", { status: 404 }) : new Response(again, { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    runLoader([], ["/_next/static/chunks/a.js"], "AbCdEfGhIjKlMnOpQrStUv");
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelector("script")).not.toBeNull());
    expect(fetch.mock.calls[1][0]).toBe(location.href);
    expect(globalThis.__next_f).toEqual([[0], [1, '0:"again"\n']]);
  });

  it("still adds the scripts when no data can be had", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    runLoader([], ["/_next/static/chunks/a.js"], 1);
    paint("first-contentful-paint");
    await vi.waitFor(() => expect(document.head.querySelector("script")).not.toBeNull());
  });
});
