import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import { startServer, stopServer, waitForHealth } from "./support/server";

// Ports of their own, next to the suite's, so parallel runs on one machine never collide.
const basePort = Number(process.env.E2E_PORT ?? 3100) + 100;

// These journeys are about the embedded database itself; they start servers of their own.
test.describe("the embedded database", () => {
  test.skip(Boolean(process.env.E2E_DATABASE_URL), "embedded database only");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("a second process on the same data folder is refused with a clear message", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-lock-e2e-"));
    const first = startServer({ port: basePort + 1, dataDir });
    try {
      await waitForHealth(first);
      const second = startServer({ port: basePort + 2, dataDir });
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain(`already open in process ${first.process.pid}`);
      // The first server is unharmed.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await stopServer(first);
    }
  });

  test("SIGKILL during writes loses no acknowledged write", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wm-kill-e2e-"));
    const server = startServer({ port: basePort + 3, dataDir });
    await waitForHealth(server);

    // Each anonymous sign-in writes a visitor and a session; its 200 is the acknowledgement.
    const acknowledged: { id: string; cookie: string }[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const response = await fetch(`${server.url}/api/visitor`, { method: "POST" });
          if (response.ok) {
            const { id } = (await response.json()) as { id: string };
            const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
            if (!killed) acknowledged.push({ id, cookie });
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    const countAtKill = acknowledged.length;
    server.process.kill("SIGKILL");
    killed = true;
    await server.exited;
    await Promise.all(writers);

    const restarted = startServer({ port: basePort + 3, dataDir });
    try {
      await waitForHealth(restarted);
      expect(acknowledged.length).toBeGreaterThanOrEqual(countAtKill);
      for (const visitor of acknowledged) {
        const response = await fetch(`${restarted.url}/api/visitor`, { method: "POST", headers: { cookie: visitor.cookie } });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { id: string }).id).toBe(visitor.id);
      }
    } finally {
      await stopServer(restarted);
    }
  });
});
