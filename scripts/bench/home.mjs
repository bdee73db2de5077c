/** The home page: server throughput and latency, and the JavaScript the browser receives. */
import { chromium } from "@playwright/test";
import { load } from "./load.mjs";

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

/**
 * The compressed bytes of the scripts a page loads, as Chromium receives them. `gzipBytes` counts
 * the page's first-load JavaScript: the scripts its HTML names (the framework's and the page's
 * chunks, which Next.js lists in the document); `prefetchBytes` counts every other script the
 * browser fetched while the page settled: code loaded on demand and what Next.js prefetches, at
 * low priority, for the pages its links lead to. Classifying by the document, not by the moment
 * of the load event, keeps the split the same however busy the machine is.
 */
export async function javascriptBytes(url, cookie) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage(cookie ? { extraHTTPHeaders: { cookie } } : {});
    const scripts = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request);
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    const html = (await response?.text()) ?? "";
    let bytes = 0;
    let prefetched = 0;
    let files = 0;
    for (const request of scripts) {
      const size = (await request.sizes()).responseBodySize;
      if (html.includes(new URL(request.url()).pathname)) {
        bytes += size;
        files += 1;
      } else prefetched += size;
    }
    return { scripts: files, gzipBytes: bytes, prefetchBytes: prefetched };
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
    { name: "home page: JavaScript fetched later (code loaded on demand, prefetches for linked pages; compressed)", value: js.prefetchBytes, unit: "bytes" },
  ];
}
