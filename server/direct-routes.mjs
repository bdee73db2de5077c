// @ts-check
/**
 * Route handlers this server calls itself, straight from Next.js's build, rather than through
 * Next.js's request handler: POST /api/match (DIRECT_ROUTES). That route is stateless, no proxy runs
 * in front of it (src/proxy.ts) and it uses nothing of Next.js's request scope (no headers(),
 * cookies() or after()); the handler it exports takes the request and gives the answer. Next.js's
 * router, which it would otherwise pass through, took about three quarters of the time of each
 * such request (docs/security.md, "Cost").
 *
 * The handler is the one Next.js built (the same module, so the same rate limiter and database),
 * and it gets the request as Next.js would give it: the same headers, with the X-Forwarded-*
 * headers Next.js fills in when they are missing, the body as a stream, and a signal that aborts
 * when the client goes away. Its answer is written as Next.js would write it, except that it is
 * not compressed and has no Vary header (which Next.js adds for its router's cache and for the
 * compression): a match is a few hundred bytes, which gzip would shorten by about 65, and an answer
 * to POST is not cached. A handler that throws is answered 500 and reported to the
 * instrumentation's onRequestError, as Next.js does. Every other request, and every other method
 * on these paths, goes to Next.js.
 */
import { createRequire } from "node:module";
import path from "node:path";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {(request: globalThis.Request) => globalThis.Response | Promise<globalThis.Response>} RouteHandler
 * @typedef {(error: unknown, request: { path: string, method: string, headers: Request["headers"] }, context: Record<string, unknown>) => unknown} ErrorReporter
 */

/** The routes answered here: method, path (exactly, with any query string) and the build's route. */
export const DIRECT_ROUTES = [{ method: "POST", path: "/api/match" }];

/**
 * The handler a route file exports for `method`, from Next.js's build of it in `distDir`; throws
 * when the build does not hold it where expected (another Next.js version may lay it out
 * differently), so that the server does not start rather than serve the route some other way.
 * @param {string} distDir
 * @param {string} route
 * @param {string} method
 * @returns {RouteHandler}
 */
export function builtRouteHandler(distDir, route, method) {
  const file = path.join(distDir, "server", "app", route, "route.js");
  const built = createRequire(import.meta.url)(file);
  const handler = built?.routeModule?.userland?.[method];
  if (typeof handler !== "function") {
    throw new Error(`${file} does not hold the route's ${method} handler where this server looks for it (routeModule.userland.${method}); Next.js's build may have changed`);
  }
  return handler;
}

/**
 * The instrumentation's onRequestError from the build, when it has one.
 * @param {string} distDir
 * @returns {ErrorReporter | undefined}
 */
export function builtErrorReporter(distDir) {
  const file = path.join(distDir, "server", "instrumentation.js");
  let built;
  try {
    built = createRequire(import.meta.url)(file);
  } catch (error) {
    if (/** @type {{ code?: unknown }} */ (error)?.code === "MODULE_NOT_FOUND") return undefined;
    throw error;
  }
  return typeof built?.onRequestError === "function" ? built.onRequestError : undefined;
}

/**
 * The request body as a web stream that reads from Node.js only as fast as the handler does, and
 * stops reading when the handler cancels it (a body past its size limit).
 * @param {Request} req
 * @returns {ReadableStream<Uint8Array>}
 */
function bodyStream(req) {
  let finished = false;
  return new ReadableStream({
    start(controller) {
      req.on("data", (/** @type {Buffer} */ chunk) => {
        if (finished) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.once("end", () => {
        if (finished) return;
        finished = true;
        controller.close();
      });
      req.once("error", (error) => {
        if (finished) return;
        finished = true;
        controller.error(error);
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      finished = true;
    },
  });
}

/**
 * The web request Next.js would give the handler: Node.js's headers (repeated ones joined, as
 * Node.js joins them), plus the X-Forwarded-* headers Next.js sets when they are missing
 * (X-Forwarded-For from the socket's address, which src/server/client-address.ts relies on).
 * The URL's origin is this server's own: nothing is taken from the Host header.
 * @param {Request} req
 * @param {{ origin: string, port: number, signal: AbortSignal }} options
 */
export function webRequest(req, { origin, port, signal }) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  const forwardedProto = req.headers["x-forwarded-proto"];
  const https = forwardedProto ? forwardedProto === "https" : "encrypted" in req.socket && req.socket.encrypted === true;
  if (!headers.has("x-forwarded-host") && req.headers.host !== undefined) headers.set("x-forwarded-host", req.headers.host);
  if (!headers.has("x-forwarded-port")) headers.set("x-forwarded-port", String(port || (https ? 443 : 80)));
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", https ? "https" : "http");
  if (!headers.has("x-forwarded-for") && req.socket.remoteAddress) headers.set("x-forwarded-for", req.socket.remoteAddress);
  const method = /** @type {string} */ (req.method);
  const body = method === "GET" || method === "HEAD" ? null : bodyStream(req);
  // duplex: a request whose body is a stream must say so (the DOM's RequestInit does not know it yet).
  const init = /** @type {RequestInit} */ ({ method, headers, body, signal, duplex: "half" });
  return new Request(new URL(/** @type {string} */ (req.url), origin), init);
}

/**
 * Writes a handler's answer: status, headers (each Set-Cookie apart) and body.
 * @param {globalThis.Response} response
 * @param {Response} res
 */
async function send(response, res) {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.end(body);
}

/**
 * The error's name and stack frames, never its message, which may hold what the client sent.
 * @param {unknown} error
 */
function described(error) {
  if (!(error instanceof Error)) return typeof error;
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at ")).slice(0, 8);
  return [error.name, ...frames].join("\n");
}

/**
 * The routes above, for the production server: `handles(req)` says whether a request is one of
 * them, and `serve(req, res)` answers it. `handlerFor` gives a route's handler (from the build
 * unless a test gives its own); `reportError`, the instrumentation's onRequestError.
 * @param {{ origin: string, port: number, handlerFor: (route: string, method: string) => RouteHandler, reportError?: ErrorReporter, routes?: { method: string, path: string }[] }} options
 */
export function directRoutes({ origin, port, handlerFor, reportError, routes = DIRECT_ROUTES }) {
  /** @type {Map<string, { route: string, handler: RouteHandler }>} */
  const byKey = new Map(routes.map(({ method, path: route }) => [`${method} ${route}`, { route, handler: handlerFor(route, method) }]));

  /** @param {Request} req */
  function find(req) {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    return byKey.get(`${req.method} ${query === -1 ? url : url.slice(0, query)}`);
  }

  return {
    /** @param {Request} req */
    handles: (req) => find(req) !== undefined,

    /**
     * @param {Request} req
     * @param {Response} res
     */
    async serve(req, res) {
      const { route, handler } = /** @type {{ route: string, handler: RouteHandler }} */ (find(req));
      const controller = new AbortController();
      res.once("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      try {
        const response = await handler(webRequest(req, { origin, port, signal: controller.signal }));
        // A body the handler did not read to its end (one past its size limit, say) is not read on
        // this connection: Node.js closes it once the answer is out, instead of taking in the rest.
        if (!req.complete) res.shouldKeepAlive = false;
        await send(response, res);
      } catch (error) {
        console.error(`[server] ${req.method} ${route} failed: ${described(error)}`);
        try {
          await reportError?.(error, { path: req.url ?? route, method: req.method ?? "", headers: req.headers }, { routerKind: "App Router", routePath: route, routeType: "route", revalidateReason: undefined });
        } catch (reportFailure) {
          console.error(`[server] reporting that failure failed: ${described(reportFailure)}`);
        }
        if (!res.headersSent) {
          if (!req.complete) res.shouldKeepAlive = false;
          res.statusCode = 500;
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify({ error: "Something went wrong on our side. Please try again." }));
        } else res.destroy();
      }
    },
  };
}
