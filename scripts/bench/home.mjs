/** The home page: server throughput and latency, and the JavaScript the browser receives. */
import { chromium } from "@playwright/test";
import { load } from "./load.mjs";

export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

/** Sums the compressed bytes of every script a page loads. */
export async function javascriptBytes(url) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    let bytes = 0;
    for (const request of scripts) bytes += (await request.sizes()).responseBodySize;
    return { scripts: scripts.length, gzipBytes: bytes };
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
    { name: "home page: JavaScript (compressed, as received)", value: js.gzipBytes, unit: "bytes" },
    { name: "home page: script files", value: js.scripts, unit: "" },
  ];
}
