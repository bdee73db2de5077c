/**
 * The connection a request came in on, for code that Next.js gives only a web `Request` (route
 * handlers, server actions, the proxy), which has no socket.
 *
 * Next.js's server (`next start`, and any server built on its request handler) writes the socket's
 * address into `X-Forwarded-For` only when the request carries no such header, so from inside a
 * route the header cannot tell the socket's address from one the client typed. The instrumentation
 * (src/instrumentation.ts) therefore calls `trackConnections` once at start: every HTTP server in
 * the process then handles each request inside an AsyncLocalStorage context holding the socket's
 * address and the forwarding headers exactly as they arrived, before Next.js adds anything.
 * Everything the request does afterwards, however deep in Next.js, runs inside that context.
 *
 * The storage is kept on globalThis under a registered symbol, because the instrumentation and
 * each route are bundled separately and would otherwise each hold a copy of this module.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import https from "node:https";

export interface Connection {
  /** The socket's remote address (null when Node no longer knows it). */
  remoteAddress: string | null;
  /** The X-Forwarded-For header as the client (or a proxy) sent it, null when absent. */
  forwardedFor: string | null;
}

const STORAGE = Symbol.for("wealth-match.connection-storage");
const PATCHED = Symbol.for("wealth-match.connection-patched");

type Holder = { [STORAGE]?: AsyncLocalStorage<Connection> };

function storage(): AsyncLocalStorage<Connection> {
  const holder = globalThis as Holder;
  holder[STORAGE] ??= new AsyncLocalStorage<Connection>();
  return holder[STORAGE];
}

/** The connection of the request being handled, or undefined outside one (or before tracking started). */
export function currentConnection(): Connection | undefined {
  return storage().getStore();
}

/** Runs `fn` as if handling a request on `connection` (the tracker uses it; tests simulate clients with it). */
export function runWithConnection<T>(connection: Connection, fn: () => T): T {
  return storage().run(connection, fn);
}

function headerText(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * Makes every HTTP and HTTPS server in this process record each request's connection. Servers
 * created before the call are covered too: the method is replaced on their prototype. Safe to call
 * more than once.
 */
export function trackConnections(): void {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean; [PATCHED]?: true };
    if (Object.prototype.hasOwnProperty.call(proto, PATCHED)) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event !== "request") return emit.call(this, event, ...args);
      const request = args[0] as http.IncomingMessage;
      const connection: Connection = {
        remoteAddress: request.socket?.remoteAddress ?? null,
        forwardedFor: headerText(request.headers["x-forwarded-for"]),
      };
      return runWithConnection(connection, () => emit.call(this, event, ...args));
    };
    Object.defineProperty(proto, PATCHED, { value: true });
  }
}
