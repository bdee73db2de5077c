/** The home page: server throughput and latency, and the JavaScript the browser receives. */
import { chromium } from "@playwright/test";
import { load } from "./load.mjs";

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

/**
 * The compressed bytes of the scripts a page loads. `gzipBytes` counts what the page itself needs
 * (requested before its load event: the first-load JavaScript); `prefetchBytes` counts what
 * Next.js fetches afterwards, at low priority, for the pages its links lead to.
 */
export async function javascriptBytes(url, cookie) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage(cookie ? { extraHTTPHeaders: { cookie } } : {});
    const scripts = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push({ request, afterLoad: loaded });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    let bytes = 0;
    let prefetched = 0;
    for (const { request, afterLoad } of scripts) {
      const size = (await request.sizes()).responseBodySize;
      if (afterLoad) prefetched += size;
      else bytes += size;
    }
    return { scripts: scripts.filter((s) => !s.afterLoad).length, gzipBytes: bytes, prefetchBytes: prefetched };
  } finally {
    await browser.close();
  }
}

export async function benchHome({ server, durationMs }) {
  const http = await load({ url: `${server.url}/`, connections: 20, durationMs });
  const js = await javascriptBytes(`${server.url}/`);
  return [
    { name: "home page: requests per second (20 connections)", value: http.requestsPerSecond, unit: "req/s" },
    { name: "home page: p50 latency", value: http.p50Ms, unit: "ms" },
    { name: "home page: p99 latency", value: http.p99Ms, unit: "ms" },
    { name: "home page: errors", value: http.errors, unit: "" },
    { name: "home page: first-load JavaScript (compressed, as received)", value: js.gzipBytes, unit: "bytes" },
    { name: "home page: first-load script files", value: js.scripts, unit: "" },
    { name: "home page: JavaScript prefetched afterwards for linked pages (compressed)", value: js.prefetchBytes, unit: "bytes" },
  ];
}
