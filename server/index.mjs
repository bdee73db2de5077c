#!/usr/bin/env node
// @ts-check
/**
 * The production server (`npm start` runs it after building): Next.js's own request handler, the
 * one `next start` uses, behind a thin HTTP front that reworks pages as they leave the server
 * (documents.mjs) and calls the matching API's handler itself (direct-routes.mjs). Every other
 * request goes to Next.js as it came.
 *
 * Settings: PORT (default 3000); HOSTNAME, the one address to listen on (default: every interface).
 * NODE_ENV must be "production" (scripts/start.mjs sets it).
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { builtErrorReporter, builtRouteHandlers, directRoutes, serverOrigin } from "./direct-routes.mjs";
import { documentFront, stylesheetsFrom } from "./documents.mjs";
import { listenAddress } from "./settings.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { port, hostname } = listenAddress(process.env);

const app = next({ dev: false, dir: root, port, hostname: hostname ?? "localhost" });

/** Until Next.js is ready, requests wait for it; then they go straight to the handlers. */
/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => unknown} */
let serve;
const ready = (async () => {
  await app.prepare();
  const handle = app.getRequestHandler();
  const documents = documentFront({ handle, stylesheet: stylesheetsFrom(path.join(root, ".next", "static")) });
  const distDir = path.join(root, ".next");
  const routes = directRoutes({ origin: serverOrigin(hostname, port), port, handlers: await builtRouteHandlers(distDir), reportError: builtErrorReporter(distDir) });
  serve = (req, res) => (routes.handles(req) ? routes.serve(req, res) : documents.handles(req) ? documents.serve(req, res) : handle(req, res));
})();
serve = (req, res) => ready.then(() => serve(req, res));

// Listening first, as `next start` does, so a port in use stops the server before it opens the database.
const server = http.createServer((req, res) => serve(req, res));
// An idle connection is kept for 65 s, not Node's 5 s: longer than the usual idle timeout of a load
// balancer or client in front (60 s), so that it is they who close it, never this server just as
// they send a request on it (which they would see as a reset connection).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
await new Promise((resolve, reject) => {
  server.once("error", reject);
  server.listen(port, hostname, () => resolve(undefined));
});
await ready;
console.log(`[server] ready on http://${hostname ?? "localhost"}:${port}`);

// As `next start` does: stop taking connections, let requests in flight finish, then exit.
let stopping = false;
for (const [signal, code] of /** @type {const} */ ([["SIGINT", 130], ["SIGTERM", 143]])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      app.close().finally(() => process.exit(code));
    });
    // Keep-alive connections idle past this are not waited for.
    setTimeout(() => process.exit(code), 10_000).unref();
  });
}
