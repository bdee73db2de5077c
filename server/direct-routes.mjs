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
 * to POST is not cached. A handler that throws is answered 500, logged without the error's
 * message and reported to the instrumentation's onRequestError, as Next.js reports it; one that
 * fails because its client went away is neither (no one is left to answer, and nothing failed). A
 * body the handler did not read to its end (one past its size limit) is read and dropped after the
 * answer, as Node.js and Next.js do, so that the client, still sending, is not cut off before it
 * reads the answer (closing the connection instead made it fail with EPIPE); Node.js's
 * requestTimeout bounds how long that may take. next.config.ts's header rules are not applied
 * here (none names these paths; one that did would have to be set by the route itself, as the
 * security headers are). Every other request, and every other method on these paths, goes to
 * Next.js.
 */
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {(request: globalThis.Request) => globalThis.Response | Promise<globalThis.Response>} RouteHandler
 * @typedef {(error: unknown, request: { path: string, method: string, headers: Request["headers"] }, context: Record<string, unknown>) => unknown} ErrorReporter
 */

/** The routes answered here: method and path (exactly, with any query string). */
export const DIRECT_ROUTES = [{ method: "POST", path: "/api/match" }];

/** `${method} ${path}`, the key a route's handler is found by. */
export const routeKey = (/** @type {string} */ method, /** @type {string} */ route) => `${method} ${route}`;

/**
 * The handlers of `routes` from Next.js's build in `distDir`, by routeKey. Throws when the build
 * does not hold one where expected (another Next.js version may lay it out differently), so that
 * the server does not start rather than serve the route some other way.
 * @param {string} distDir
 * @param {{ method: string, path: string }[]} [routes]
 * @returns {Promise<Map<string, RouteHandler>>}
 */
export async function builtRouteHandlers(distDir, routes = DIRECT_ROUTES) {
  const load = createRequire(import.meta.url);
  /** @type {Map<string, RouteHandler>} */
  const handlers = new Map();
  for (const { method, path: route } of routes) {
    const file = path.join(distDir, "server", "app", route, "route.js");
    const routeModule = load(file)?.routeModule;
    // Next.js loads a route file's exports lazily; it waits for them the same way before a request.
    await routeModule?.ensureUserland?.();
    const handler = routeModule?.userland?.[method];
    if (typeof handler !== "function") {
      throw new Error(`${file} does not hold the route's ${method} handler where this server looks for it (routeModule.userland.${method}); Next.js's build may have changed`);
    }
    handlers.set(routeKey(method, route), handler);
  }
  return handlers;
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
 * This server's own origin, for the URL of the requests it builds: `hostname` is where it listens
 * (an IPv6 address in brackets), localhost when it listens everywhere.
 * @param {string | undefined} hostname
 * @param {number} port
 */
export function serverOrigin(hostname, port) {
  const host = hostname === undefined ? "localhost" : net.isIPv6(hostname) ? `[${hostname}]` : hostname;
  return new URL(`http://${host}:${port}`).origin;
}

/** What Node.js gives a request body whose client went away (src/server/http.ts, clientWentAway). */
const aborted = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

/**
 * The request body as a web stream that starts reading from Node.js only when the handler first
 * reads it, and then only as fast as the handler does; once the handler cancels it (a body past
 * its size limit), what still arrives is ignored. `drain()`, once the answer is written, reads
 * and drops whatever the handler left unread, as Node.js does with a body no one reads: the client
 * can finish sending and read the answer, and the connection serves its next request.
 * @param {Request} req
 */
function requestBody(req) {
  let reading = false;
  let ended = false;
  let stopped = false;
  const stream = new ReadableStream(
    {
      pull(controller) {
        if (!reading) {
          reading = true;
          if (req.destroyed && !req.complete) {
            ended = true;
            controller.error(aborted());
            return;
          }
          req.on("data", (/** @type {Buffer} */ chunk) => {
            if (stopped || ended) return;
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            if ((controller.desiredSize ?? 0) <= 0) req.pause();
          });
          req.once("end", () => {
            const open = !stopped && !ended;
            ended = true;
            if (open) controller.close();
          });
          req.once("error", (error) => {
            const open = !stopped && !ended;
            ended = true;
            if (open) controller.error(error);
          });
        }
        req.resume();
      },
      cancel() {
        stopped = true;
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    drain() {
      stopped = true;
      if (reading && !ended) req.resume();
    },
  };
}

/**
 * The web request Next.js would give the handler: Node.js's headers (repeated ones joined, as
 * Node.js joins them), plus the X-Forwarded-* headers Next.js sets when they are missing
 * (X-Forwarded-For from the socket's address, which src/server/client-address.ts relies on).
 * The URL's origin is this server's own: nothing is taken from the Host header.
 * @param {Request} req
 * @param {{ origin: string, port: number, signal: AbortSignal }} options
 * @returns {{ request: globalThis.Request, drain: () => void }}
 */
export function webRequest(req, { origin, port, signal }) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  const forwardedProto = req.headers["x-forwarded-proto"];
  const https = forwardedProto ? forwardedProto === "https" : "encrypted" in req.socket && req.socket.encrypted === true;
  if (!headers.has("x-forwarded-host")) headers.set("x-forwarded-host", req.headers.host ?? new URL(origin).hostname);
  if (!headers.has("x-forwarded-port")) headers.set("x-forwarded-port", String(port || (https ? 443 : 80)));
  if (!headers.has("x-forwarded-proto")) headers.set("x-forwarded-proto", https ? "https" : "http");
  if (!headers.has("x-forwarded-for") && req.socket.remoteAddress) headers.set("x-forwarded-for", req.socket.remoteAddress);
  const method = /** @type {string} */ (req.method);
  const body = method === "GET" || method === "HEAD" ? null : requestBody(req);
  // duplex: a request whose body is a stream must say so (the DOM's RequestInit does not know it yet).
  const init = /** @type {RequestInit} */ ({ method, headers, body: body?.stream ?? null, signal, duplex: "half" });
  return { request: new Request(new URL(/** @type {string} */ (req.url), origin), init), drain: body?.drain ?? (() => undefined) };
}

/** Headers Node.js sets itself from the body it is given, which Next.js does not copy either. */
const BODY_FRAMING = new Set(["content-length", "content-encoding", "transfer-encoding"]);

/**
 * Writes a handler's answer: status, headers (each Set-Cookie apart) and body.
 * @param {globalThis.Response} response
 * @param {Response} res
 */
async function send(response, res) {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && !BODY_FRAMING.has(name)) res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.end(body);
}

/**
 * The error's name and stack frames, never its message, which may hold what the client sent: the
 * frames are read only after the heading V8 writes (name and message), so a message cannot pass
 * itself off as a frame.
 * @param {unknown} error
 */
export function described(error) {
  if (!(error instanceof Error)) return typeof error;
  const heading = error.message ? `${error.name}: ${error.message}` : error.name;
  const stack = typeof error.stack === "string" && error.stack.startsWith(heading) ? error.stack.slice(heading.length) : "";
  const frames = stack.split("\n").filter((line) => line.trimStart().startsWith("at ")).slice(0, 8);
  return [error.name, ...frames].join("\n");
}

/**
 * The routes above, for the production server: `handles(req)` says whether a request is one of
 * them, and `serve(req, res)` answers it. `handlers` are theirs by routeKey (builtRouteHandlers);
 * `reportError` is the instrumentation's onRequestError.
 * @param {{ origin: string, port: number, handlers: Map<string, RouteHandler>, reportError?: ErrorReporter }} options
 */
export function directRoutes({ origin, port, handlers, reportError }) {
  const base = new URL(origin).origin;

  /** @param {Request} req */
  function find(req) {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const route = query === -1 ? url : url.slice(0, query);
    const handler = handlers.get(routeKey(req.method ?? "", route));
    return handler && { route, handler };
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
      // As Next.js does: the signal aborts when the connection closes before the answer is out,
      // or has already closed (a request that waited for the server to be ready).
      if (res.destroyed) controller.abort();
      else res.once("close", () => res.writableFinished || controller.abort());
      const { request, drain } = webRequest(req, { origin: base, port, signal: controller.signal });
      try {
        await send(await handler(request), res);
      } catch (error) {
        // The client went away: no one to answer, and nothing failed on this side.
        if (controller.signal.aborted) return;
        console.error(`[server] ${req.method} ${route} failed: ${described(error)}`);
        try {
          await reportError?.(error, { path: req.url ?? route, method: req.method ?? "", headers: req.headers }, { routerKind: "App Router", routePath: route, routeType: "route", revalidateReason: undefined });
        } catch (reportFailure) {
          console.error(`[server] reporting that failure failed: ${described(reportFailure)}`);
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.statusCode = 500;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ error: "Something went wrong on our side. Please try again." }));
      } finally {
        drain();
      }
    },
  };
}
