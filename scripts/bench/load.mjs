/** A small closed-loop HTTP load generator: N connections, each sending its next request when the last answers. */
import http from "node:http";

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * @param {{ url: string, method?: string, headers?: Record<string,string> | (() => Record<string,string>), body?: () => string, connections?: number, durationMs?: number, expectStatus?: number }} options
 */
export async function load({ url, method = "GET", headers = {}, body, connections = 20, durationMs = 10_000, expectStatus = 200 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;

  const once = () =>
    new Promise((resolve) => {
      const payload = body?.();
      const requestHeaders = typeof headers === "function" ? headers() : headers;
      const started = performance.now();
      const request = http.request(
        { agent, hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: payload ? { "content-type": "application/json", ...requestHeaders } : requestHeaders },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode === expectStatus) latencies.push(performance.now() - started);
            else errors++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        errors++;
        resolve();
      });
      if (payload) request.write(payload);
      request.end();
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
  };
}
