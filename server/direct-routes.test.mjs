import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DIRECT_ROUTES, builtErrorReporter, builtRouteHandlers, described, directRoutes, serverOrigin, webRequest } from "./direct-routes.mjs";

const ORIGIN = "http://localhost:3000";

/**
 * A server in front of `handler` for POST /api/match, as server/index.mjs puts it; everything else
 * answers 404 "next". With `delayMs`, requests wait that long before they are served, as they wait
 * for a server that is starting.
 */
async function serverWith(handler, reportError, delayMs = 0) {
  const routes = directRoutes({ origin: ORIGIN, port: 3000, handlers: new Map([["POST /api/match", handler]]), reportError });
  const route = (req, res) => (routes.handles(req) ? routes.serve(req, res) : res.writeHead(404).end("next"));
  const server = http.createServer((req, res) => (delayMs ? setTimeout(() => route(req, res), delayMs) : route(req, res)));
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
  const routes = directRoutes({ origin: ORIGIN, port: 3000, handlers: new Map([["POST /api/match", () => new Response(null)]]) });
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

  it("names the server's own host in X-Forwarded-Host when the request has no Host header", async () => {
    let headers;
    const base = await serverWith((request) => {
      headers = Object.fromEntries(request.headers);
      return new Response(null, { status: 204 });
    });
    await exchange(base, "POST /api/match HTTP/1.0\r\nContent-Length: 0\r\n\r\n");
    expect(headers["x-forwarded-host"]).toBe("localhost");
  });

  it("reads the body from Node.js only as fast as the handler reads it", async () => {
    const req = Object.assign(new PassThrough(), { method: "POST", url: "/api/match", headers: {}, socket: { remoteAddress: "127.0.0.1" } });
    const { request } = webRequest(/** @type {any} */ (req), { origin: ORIGIN, port: 3000, signal: new AbortController().signal });
    for (let i = 0; i < 20; i++) req.write(Buffer.alloc(1024, i));
    req.end();
    const reader = request.body.getReader();
    const first = await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One chunk read by the handler: the others wait in Node.js's stream, not in the request's body.
    expect(first.value).toEqual(new Uint8Array(1024).fill(0));
    expect(req.readableLength).toBe(19 * 1024);
    const rest = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest.push(...chunk.value);
    expect(rest).toHaveLength(19 * 1024);
    expect([rest[0], rest[1024], rest.at(-1)]).toEqual([1, 2, 19]);
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

describe("a client that goes away", () => {
  it("while the server was still starting: the handler's signal is aborted and its body read fails at once", async () => {
    const seen = new Promise((resolve) => {
      serverWith(
        async (request) => {
          const aborted = request.signal.aborted;
          const read = await request.text().then(
            () => "read",
            (error) => error.code,
          );
          resolve({ aborted, read });
          return new Response(null, { status: 204 });
        },
        undefined,
        100,
      ).then((base) => {
        const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => {
          socket.write('POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"half":');
          setTimeout(() => socket.destroy(), 20);
        });
        socket.on("error", () => undefined);
      });
    });
    expect(await seen).toEqual({ aborted: true, read: "ECONNRESET" });
  });

  it("is neither logged nor reported as a failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reportError = vi.fn();
    let finished;
    const done = new Promise((resolve) => (finished = resolve));
    const base = await serverWith(async (request) => {
      try {
        return new Response(await request.text());
      } finally {
        setTimeout(finished, 20);
      }
    }, reportError);
    const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () => {
      socket.write('POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"half":');
      setTimeout(() => socket.destroy(), 20);
    });
    socket.on("error", () => undefined);
    await done;
    expect(logged).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe("the answer written back", () => {
  it("has the handler's status, headers, each cookie apart, and body", async () => {
    const base = await serverWith(() => {
      // A length of its own is not copied: Node.js sets the body's.
      const headers = new Headers({ "content-type": "application/json", "x-frame-options": "DENY", "content-length": "999" });
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

  it("serves the next request on the connection after an answer that left a small body unread", async () => {
    let signal;
    const base = await serverWith(async (request) => {
      signal = request.signal;
      await new Promise((resolve) => setTimeout(resolve, 30));
      // A 429, say: answered before the body is read.
      return new Response("refused", { status: 429 });
    });
    const request = `POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 2000\r\n\r\n${"a".repeat(2000)}`;
    const { received } = await exchange(base, request + request, /refused[\s\S]*refused$/);
    expect(received.match(/HTTP\/1\.1 429/g)).toHaveLength(2);
    expect(signal.aborted).toBe(false);
  });

  it("serves the next request on the connection after the handler stopped reading a body that then arrived whole", async () => {
    let readOne;
    const firstChunkRead = new Promise((resolve) => (readOne = resolve));
    const base = await serverWith(async (request) => {
      const reader = request.body.getReader();
      await reader.read();
      readOne();
      // The rest of the body arrives (more than Node.js buffers before it pauses the socket), unread.
      await new Promise((resolve) => setTimeout(resolve, 80));
      return new Response("refused", { status: 429 });
    });
    const socket = net.connect(Number(new URL(base).port), "127.0.0.1");
    let received = "";
    const answers = (count) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waited for answer ${count}; got: ${received.slice(0, 200)}`)), 3000);
        const check = () => {
          if ((received.match(/HTTP\/1\.1 /g) ?? []).length >= count && /(refused|ok)$/.test(received)) {
            clearTimeout(timer);
            socket.off("data", check);
            resolve(undefined);
          }
        };
        socket.on("data", check);
      });
    socket.on("data", (chunk) => (received += chunk));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(`POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: ${1024 + 40 * 1024}\r\n\r\n${"a".repeat(1024)}`);
    await firstChunkRead;
    socket.write("b".repeat(40 * 1024));
    await answers(1);
    socket.write("POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
    await answers(2);
    socket.destroy();
    expect(received.match(/HTTP\/1\.1 429/g)).toHaveLength(2);
  });

  it("answers a body sent whole whose reading the handler stopped at its limit, and serves the next request on the connection", async () => {
    const base = await serverWith(async (request) => {
      const reader = request.body.getReader();
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return new Response("small");
        size += value.byteLength;
        if (size > 1024) {
          await reader.cancel();
          return new Response("too large", { status: 413 });
        }
      }
    });
    const body = "a".repeat(70_000);
    const request = `POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const { received } = await exchange(base, request + "POST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}", /small$/);
    expect(received).toMatch(/^HTTP\/1\.1 413[\s\S]*too large[\s\S]*HTTP\/1\.1 200[\s\S]*small$/);
  });

  it("answers a declared length past the limit before the body is read, and the client sending it gets the answer", async () => {
    const base = await serverWith(async (request) => {
      if (Number(request.headers.get("content-length")) > 64 * 1024) {
        await request.body.cancel();
        return new Response("too large", { status: 413 });
      }
      return new Response(await request.text());
    });
    const answer = await new Promise((resolve, reject) => {
      const sent = http.request(`${base}/api/match`, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode, text }));
      });
      sent.on("error", reject);
      sent.end(Buffer.alloc(8 * 1024 * 1024, 0x20));
    });
    expect(answer).toEqual({ status: 413, text: "too large" });
  });

  it("answers a body the handler stops reading while the client is still sending it, and reads on only to drop it", async () => {
    let bytesRead = 0;
    const base = await serverWith(async (request) => {
      const reader = request.body.getReader();
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return new Response("whole");
        size += value.byteLength;
        bytesRead += value.byteLength;
        if (size > 1024) {
          await reader.cancel();
          return new Response('{"error":"too large"}', { status: 413 });
        }
      }
    });
    const socket = net.connect(Number(new URL(base).port), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk));
    socket.on("error", () => undefined);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("POST /api/match HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
    // Keeps sending until the answer has come: it must come without waiting for the body's end.
    const chunk = `${(16 * 1024).toString(16)}\r\n${"a".repeat(16 * 1024)}\r\n`;
    let sentAfterAnswer = 0;
    await new Promise((resolve) => {
      const sending = setInterval(() => {
        socket.write(chunk);
        if (received.includes("too large") && ++sentAfterAnswer > 20) {
          clearInterval(sending);
          resolve(undefined);
        }
      }, 2);
    });
    expect(received).toMatch(/^HTTP\/1\.1 413[\s\S]*too large/);
    expect(bytesRead).toBeLessThan(64 * 1024);
    // What was sent after the answer was read and dropped: the body ends, and the connection serves the next request.
    socket.write("0\r\n\r\nPOST /api/match HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}");
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no second answer: ${received.slice(-200)}`)), 3000);
      socket.on("data", () => {
        if (received.endsWith("whole")) {
          clearTimeout(timer);
          resolve(undefined);
        }
      });
    });
    socket.destroy();
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(2);
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

describe("failures", () => {
  it("still answers 500 when reporting the failure fails too", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const base = await serverWith(
      () => Promise.reject(new RangeError("x")),
      () => {
        throw new Error("the reporter is down");
      },
    );
    const answer = await fetch(`${base}/api/match`, { method: "POST", body: "{}" });
    expect(answer.status).toBe(500);
    const lines = logged.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(lines).toContain("[server] POST /api/match failed: RangeError");
    expect(lines).toContain("[server] reporting that failure failed: Error");
  });

  it("logs an error's name and frames, never its message, even one written to look like a frame", () => {
    const error = new Error("jane@example.com\n    at 07700 900123");
    const text = described(error);
    expect(text.split("\n")[0]).toBe("Error");
    expect(text).toContain("direct-routes.test.mjs");
    expect(text).not.toContain("jane@example.com");
    expect(text).not.toContain("07700");
    expect(described("a string thrown")).toBe("string");
  });
});

describe("the server's own origin", () => {
  it("is where it listens, an IPv6 address in brackets, localhost when it listens everywhere", () => {
    expect(serverOrigin(undefined, 3000)).toBe("http://localhost:3000");
    expect(serverOrigin("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(serverOrigin("::", 3000)).toBe("http://[::]:3000");
    expect(serverOrigin("::1", 3000)).toBe("http://[::1]:3000");
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

  it("takes each route's handler for its method from the built route module, once Next.js has loaded it", async () => {
    const dir = build({
      "server/app/api/match/route.js":
        "let userland; module.exports = { routeModule: { async ensureUserland() { userland = { POST: () => new Response('built') }; }, get userland() { if (!userland) throw new Error('not loaded'); return userland; } } };",
    });
    const handlers = await builtRouteHandlers(dir);
    expect([...handlers.keys()]).toEqual(["POST /api/match"]);
    expect(await (await handlers.get("POST /api/match")(new Request("http://localhost/"))).text()).toBe("built");
  });

  it("refuses to start when the build does not hold a handler where expected", async () => {
    const dir = build({ "server/app/api/match/route.js": "module.exports = { handler() {} };" });
    await expect(builtRouteHandlers(dir)).rejects.toThrow(/routeModule\.userland\.POST/);
    await expect(builtRouteHandlers(dir, [{ method: "POST", path: "/api/other" }])).rejects.toThrow();
  });

  it("takes onRequestError from the built instrumentation, and none when there is no instrumentation", () => {
    const dir = build({ "server/instrumentation.js": "module.exports = { register() {}, onRequestError() { return 'reported'; } };" });
    expect(builtErrorReporter(dir)?.(new Error("x"), { path: "/", method: "POST", headers: {} }, {})).toBe("reported");
    expect(builtErrorReporter(build({}))).toBeUndefined();
  });
});
