import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DIRECT_ROUTES, builtErrorReporter, builtRouteHandler, directRoutes, webRequest } from "./direct-routes.mjs";

const ORIGIN = "http://localhost:3000";

/** A server in front of `handler` for POST /api/match, as server/index.mjs puts it; everything else answers 404 "next". */
async function serverWith(handler, reportError) {
  const routes = directRoutes({ origin: ORIGIN, port: 3000, handlerFor: () => handler, reportError });
  const server = http.createServer((req, res) => (routes.handles(req) ? routes.serve(req, res) : res.writeHead(404).end("next")));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}
const servers = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A raw HTTP/1.1 exchange: what was sent, and everything that came back until the server closed or `until` matched. */
function exchange(base, text, until = null) {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk;
      if (until?.test(received)) {
        socket.destroy();
        resolve({ received, closedByServer: false });
      }
    });
    socket.on("end", () => resolve({ received, closedByServer: true }));
    socket.on("error", reject);
    socket.write(text);
  });
}

describe("which requests the production server answers itself", () => {
  const routes = directRoutes({ origin: ORIGIN, port: 3000, handlerFor: () => () => new Response(null) });
  const request = (method, url) => /** @type {import("node:http").IncomingMessage} */ ({ method, url });

  it("answers POST /api/match, with or without a query string", () => {
    expect(DIRECT_ROUTES).toEqual([{ method: "POST", path: "/api/match" }]);
    expect(routes.handles(request("POST", "/api/match"))).toBe(true);
    expect(routes.handles(request("POST", "/api/match?source=partner"))).toBe(true);
  });

  it("leaves other methods, neighbouring paths and unusual forms of the path to Next.js", () => {
    for (const [method, url] of [
      ["GET", "/api/match"],
      ["OPTIONS", "/api/match"],
      ["HEAD", "/api/match"],
      ["POST", "/api/match/"],
      ["POST", "/api/matches"],
      ["POST", "/api/match/x"],
      ["POST", "//api/match"],
      ["POST", "/API/match"],
      ["POST", "/api/%6Datch"],
      ["POST", "http://example.com/api/match"],
      ["POST", "/"],
    ]) {
      expect(routes.handles(request(method, url)), `${method} ${url}`).toBe(false);
    }
  });
});

describe("the request the route's handler gets", () => {
  it("carries the method, the headers and the streamed body, with the URL on the server's own origin", async () => {
    let seen;
    const base = await serverWith(async (request) => {
      seen = { method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: await request.text() };
      return Response.json({ ok: true });
    });
    const answer = await fetch(`${base}/api/match?x=1`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-custom": "kept", host: "attacker.example" },
      body: JSON.stringify({ giaValue: 750_000 }),
    });
    expect(answer.status).toBe(200);
    expect(seen.method).toBe("POST");
    expect(seen.url).toBe(`${ORIGIN}/api/match?x=1`);
    expect(seen.body).toBe('{"giaValue":750000}');
    expect(seen.headers["content-type"]).toBe("application/json");
    expect(seen.headers["x-custom"]).toBe("kept");
  });

  it("gets X-Forwarded-For from the socket, and the other X-Forwarded-* headers, when they are missing, as Next.js sets them", async () => {
    let headers;
    const base = await serverWith((request) => {
      headers = Object.fromEntries(request.headers);
      return new Response(null, { status: 204 });
    });
    const { port } = new URL(base);
    await exchange(base, `POST /api/match HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(headers["x-forwarded-host"]).toBe(`127.0.0.1:${port}`);
    expect(headers["x-forwarded-proto"]).toBe("http");
    expect(headers["x-forwarded-port"]).toBe("3000");
  });

  it("keeps X-Forwarded-* headers a proxy sent, repeated ones joined as Node.js joins them", async () => {
    let headers;
    const base = await serverWith((request) => {
      headers = Object.fromEntries(request.headers);
      return new Response(null, { status: 204 });
    });
    await exchange(
      base,
      "POST /api/match HTTP/1.1\r\nHost: site.example\r\nX-Forwarded-For: 203.0.113.7\r\nX-Forwarded-For: 198.51.100.2\r\n" +
        "X-Forwarded-Proto: https\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
    expect(headers["x-forwarded-for"]).toBe("203.0.113.7, 198.51.100.2");
    expect(headers["x-forwarded-proto"]).toBe("https");
    expect(headers["x-forwarded-host"]).toBe("site.example");
  });

  it("reads the body from Node.js only as fast as the handler reads it", async () => {
    const req = Object.assign(new PassThrough(), { method: "POST", url: "/api/match", headers: {}, socket: { remoteAddress: "127.0.0.1" } });
    const request = webRequest(/** @type {any} */ (req), { origin: ORIGIN, port: 3000, signal: new AbortController().signal });
    for (let i = 0; i < 20; i++) req.write(Buffer.alloc(1024, i));
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Unread by the handler, the chunks wait in Node.js's stream rather than in the request's body.
    expect(req.readableLength).toBeGreaterThan(10 * 1024);
    const body = new Uint8Array(await request.arrayBuffer());
    expect(body.byteLength).toBe(20 * 1024);
    expect([body[0], body[1024], body[19 * 1024]]).toEqual([0, 1, 19]);
  });

  it("aborts the request's signal when the client goes away before the answer", async () => {
    let signal;
    let bodyFailed = null;
    const handled = new Promise((resolve) => {
      serverWith(async (request) => {
        signal = request.signal;
        try {
          await request.text();
        } catch (error) {
          bodyFailed = error;
        }
        resolve(undefined);
        return new Response(null, { status: 204 });
      }).then(async (base) => {
        const { port } = new URL(base);
        const socket = net.connect(Number(port), "127.0.0.1", () => {
          socket.write("POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"half\":");
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on("error", () => undefined);
      });
    });
    await handled;
    expect(signal.aborted).toBe(true);
    expect(bodyFailed).not.toBeNull();
  });
});

describe("the answer written back", () => {
  it("has the handler's status, headers, each cookie apart, and body", async () => {
    const base = await serverWith(() => {
      const headers = new Headers({ "content-type": "application/json", "x-frame-options": "DENY" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      return new Response('{"wealthManagers":["a"]}', { status: 201, headers });
    });
    const answer = await fetch(`${base}/api/match`, { method: "POST", body: "{}" });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.headers.get("content-length")).toBe("24");
    expect(await answer.text()).toBe('{"wealthManagers":["a"]}');
  });

  it("keeps the connection for the next request when the body was read to its end", async () => {
    const base = await serverWith(async (request) => new Response(await request.text()));
    const { received } = await exchange(base, "POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}", /\r\n\r\n\{\}$/);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toMatch(/connection: keep-alive/i);
  });

  it("answers a body the handler stops reading (past its limit) without reading the rest, and closes the connection", async () => {
    let bytesRead = 0;
    const base = await serverWith(async (request) => {
      const reader = request.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytesRead += value.byteLength;
        if (bytesRead > 1024) {
          await reader.cancel();
          return new Response('{"error":"too large"}', { status: 413 });
        }
      }
      return new Response(null, { status: 204 });
    });
    const { port } = new URL(base);
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", () => undefined);
    socket.write("POST /api/match HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
    // Keeps sending for as long as the connection is open: the server must answer and close it.
    const chunk = `${(16 * 1024).toString(16)}\r\n${"a".repeat(16 * 1024)}\r\n`;
    const sending = setInterval(() => socket.writable && socket.write(chunk), 5);
    await closed;
    clearInterval(sending);
    expect(received).toMatch(/^HTTP\/1\.1 413/);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('{"error":"too large"}');
    expect(bytesRead).toBeLessThan(1024 * 1024);
  });

  it("answers 500 when the handler throws, logs the error without its message, and reports it as Next.js would", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reportError = vi.fn();
    const base = await serverWith(() => {
      throw new TypeError("secret@example.com was typed here");
    }, reportError);
    const answer = await fetch(`${base}/api/match`, { method: "POST", body: "{}" });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: "Something went wrong on our side. Please try again." });
    const lines = logged.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(lines).toContain("[server] POST /api/match failed: TypeError");
    expect(lines).not.toContain("secret@example.com");
    expect(reportError).toHaveBeenCalledTimes(1);
    const [error, request, context] = reportError.mock.calls[0];
    expect(error).toBeInstanceOf(TypeError);
    expect(request).toMatchObject({ path: "/api/match", method: "POST" });
    expect(context).toMatchObject({ routerKind: "App Router", routePath: "/api/match", routeType: "route" });
  });
});

describe("the handlers from Next.js's build", () => {
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** A build folder holding `files` (relative path → CommonJS source). */
  function build(files) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-direct-routes-"));
    dirs.push(dir);
    for (const [name, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), source);
    }
    return dir;
  }

  it("takes the route's handler for the method from the built route module", async () => {
    const dir = build({ "server/app/api/match/route.js": "module.exports = { routeModule: { userland: { POST: () => new Response('built') } } };" });
    const handler = builtRouteHandler(dir, "/api/match", "POST");
    expect(await handler(new Request("http://localhost/")).text()).toBe("built");
  });

  it("refuses to start when the build does not hold the handler where expected", () => {
    const dir = build({ "server/app/api/match/route.js": "module.exports = { handler() {} };" });
    expect(() => builtRouteHandler(dir, "/api/match", "POST")).toThrow(/routeModule\.userland\.POST/);
    expect(() => builtRouteHandler(dir, "/api/other", "POST")).toThrow();
  });

  it("takes onRequestError from the built instrumentation, and none when there is no instrumentation", () => {
    const dir = build({ "server/instrumentation.js": "module.exports = { register() {}, onRequestError() { return 'reported'; } };" });
    expect(builtErrorReporter(dir)?.(new Error("x"), { path: "/", method: "POST", headers: {} }, {})).toBe("reported");
    expect(builtErrorReporter(build({}))).toBeUndefined();
  });
});
