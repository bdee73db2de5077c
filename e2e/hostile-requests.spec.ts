import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "./support/test";
import { appPaths, routeHandlers, WRITE_METHODS } from "../src/testing/route-handlers";
import { signIn, staff } from "./support/staff";
import { BAD_PERCENT_ENCODINGS, deepJson, HOSTILE_FIELD_VALUES, HOSTILE_TIMES, hostileJsonBodies, trackingBatchWithTime } from "../src/testing/hostile-inputs";

/**
 * The request fuzz (docs/security.md, "Hostile requests"): the corpus of src/testing/hostile-inputs.ts
 * sent to every route handler and page (found in src/app) and every server action (found in the
 * build's server-reference manifest), so a new one is covered without being named here. Nothing
 * may answer with a 5xx; the cases with a defined answer are checked for it.
 */
const EVIL = "http://evil.example";

/** Each request's answer, with what was sent, for one readable failure listing every 5xx. */
class Answers {
  readonly serverErrors: string[] = [];
  async record(what: string, sent: Promise<APIResponse>): Promise<APIResponse> {
    const response = await sent;
    if (response.status() >= 500) this.serverErrors.push(`${response.status()} ${what}`);
    return response;
  }
}

/** A session with a visitor who accepted analytics, so the routes read their bodies. */
async function visitorSession(request: APIRequestContext) {
  const started = await request.post("/api/visitor");
  expect(started.status()).toBe(200);
}

test.describe.configure({ mode: "serial" });

test("an address with broken percent-encoding answers 400 on every page and route", async ({ request }) => {
  const answers = new Answers();
  const paths = appPaths().flatMap((pattern) => {
    const dynamic = /\[[^\]]+\]/.test(pattern);
    return BAD_PERCENT_ENCODINGS.map((bad) => (dynamic ? pattern.replace(/\[[^\]]+\]/g, bad) : `${pattern === "/" ? "" : pattern}/${bad}`));
  });
  expect(paths.length).toBeGreaterThan(200);
  const wrong: string[] = [];
  for (const address of paths) {
    for (const method of ["GET", "POST"]) {
      const response = await answers.record(`${method} ${address}`, request.fetch(address, { method, maxRedirects: 0 }));
      if (response.status() !== 400) wrong.push(`${response.status()} ${method} ${address}`);
    }
  }
  expect(answers.serverErrors).toEqual([]);
  expect(wrong).toEqual([]);
});

test("every route handler that writes refuses a cross-site request with 403", async ({ request }) => {
  await visitorSession(request);
  const writes = routeHandlers().flatMap((route) => route.methods.filter((method) => WRITE_METHODS.includes(method)).map((method) => ({ ...route, method })));
  for (const known of ["/api/leads", "/api/submissions", "/api/visitor", "/api/introductions/withdraw"]) expect(writes.map((write) => write.path)).toContain(known);
  const wrong: string[] = [];
  for (const write of writes) {
    for (const headers of [{ origin: EVIL }, { "sec-fetch-site": "cross-site" }, { origin: "null" }] as Record<string, string>[]) {
      const response = await request.fetch(write.path, { method: write.method, headers: { ...headers, "content-type": "text/plain" }, data: "{}" });
      // /api/match answers PUT, PATCH and DELETE with 405 (it takes only POST): refused either way.
      const refused = response.status() === 403 || (response.status() === 405 && write.method !== "POST");
      if (!refused) wrong.push(`${response.status()} ${write.method} ${write.path} ${JSON.stringify(headers)}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("no hostile body gives a 5xx on any route handler or method", async ({ request }) => {
  test.setTimeout(240_000);
  await request.post("/api/visitor");
  const answers = new Answers();
  for (const route of routeHandlers()) {
    for (const method of route.methods) {
      for (const body of hostileJsonBodies()) {
        const bodyless = method === "GET" || method === "HEAD";
        await answers.record(
          `${method} ${route.path} (${body.name})`,
          request.fetch(`${route.path}?next=${encodeURIComponent("http://evil.example/\r\n")}&range=%zz&table=x`, {
            method,
            headers: { "content-type": body.contentType },
            ...(bodyless ? {} : { data: body.body }),
            maxRedirects: 0,
          }),
        );
        if (bodyless) break;
      }
    }
  }
  expect(answers.serverErrors).toEqual([]);
});

test("auth endpoints refuse a 5,000-deep body with 400", async ({ request }) => {
  for (const endpoint of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/auth/reset-password", "/api/auth/change-password", "/api/auth/update-user", "/api/auth/sign-out"]) {
    for (const kind of ["array", "object"] as const) {
      const response = await request.post(endpoint, { headers: { "content-type": "application/json" }, data: deepJson(5000, kind) });
      expect(response.status(), `${endpoint} ${kind}`).toBe(400);
    }
  }
});

test("tracking refuses a visit time that is not ISO 8601 of this era with 400 naming the field", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(async () => (await page.request.get("/api/visitor")).status()).toBe(200);
  for (const field of ["startTime", "endTime"] as const) {
    for (const time of HOSTILE_TIMES) {
      const response = await page.request.post("/api/tracking", { data: trackingBatchWithTime(field, time) });
      if (response.status() === 429) continue;
      expect(response.status(), `${field} ${JSON.stringify(time)}`).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(new RegExp(`^visits\\.0\\.${field}: `));
    }
  }
  await context.close();
});

/* ---------- Server actions ---------- */

interface ActionEntry {
  id: string;
  /** A page that has the action (its form lives there). */
  page: string;
}

/** Every server action of the build, with a page it can be called on. */
function serverActions(): ActionEntry[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    const pages = Object.keys(entry.workers)
      .filter((worker) => worker.startsWith("app/") && worker.endsWith("/page"))
      .map((worker) => worker.slice("app".length, -"/page".length).replace(/\/\([^)]*\)/g, "") || "/")
      .filter((page) => page !== "/_not-found");
    // A page without dynamic segments where there is one, else one with them filled in.
    const page = (pages.find((candidate) => !candidate.includes("[")) ?? pages[0])?.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, "saltus/saltus").replace(/\[[^\]]+\]/g, "saltus");
    return page ? [{ id, page }] : [];
  });
}

/** The fields a form may send, each given one hostile value. */
function hostileFields(value: string): Record<string, string> {
  const names = ["providerId", "introductionId", "status", "reason", "email", "password", "confirmPassword", "firstName", "lastName", "name", "phone", "phoneNumber", "message", "company", "next", "token", "address"];
  return Object.fromEntries(names.map((name) => [name, value]));
}

/**
 * The multipart body React sends for a server action: the arguments as a JSON array in field "0",
 * a FormData argument's fields prefixed "1_". Both arities: `(formData)` and `(previous, formData)`.
 */
const ENCODINGS = { "(formData)": '["$K1"]', "(previous, formData)": '["$undefined","$K1"]' } as const;
function reactForm(root: string, fields: Record<string, string>): Record<string, string> {
  return { 0: root, ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`1_${name}`, value])) };
}

for (const who of ["a visitor", "an admin"] as const) {
  test(`every server action, called by ${who}: cross-site 403, over 1 MB 413, undecodable 400, and no hostile field gives a 5xx`, async ({ page }) => {
    test.setTimeout(300_000);
    if (who === "an admin") await signIn(page, staff.admin, "/account");
    const request = page.request;
    const actions = serverActions();
    expect(actions.length).toBeGreaterThan(10);
    const answers = new Answers();
    const wrong: string[] = [];
    for (const action of actions) {
      const call = (headers: Record<string, string>, multipart: Record<string, string>) =>
        request.post(action.page, { headers: { "next-action": action.id, accept: "text/x-component", ...headers }, multipart, maxRedirects: 0 });
      const expectStatus = async (what: string, status: number, sent: Promise<APIResponse>) => {
        const response = await answers.record(`${what} ${action.page} ${action.id}`, sent);
        if (response.status() !== status) wrong.push(`${response.status()} (not ${status}) ${what} ${action.page} ${action.id}`);
      };
      await expectStatus("cross-site", 403, call({ origin: EVIL }, reactForm(ENCODINGS["(formData)"], { email: "a@b.co" })));
      await expectStatus("1.5 MB", 413, call({}, reactForm(ENCODINGS["(formData)"], { message: "a".repeat(1_536 * 1024) })));
      await expectStatus("no arguments' root", 400, call({}, { email: "a@b.co" }));
      for (const [arity, root] of Object.entries(ENCODINGS)) {
        for (const value of HOSTILE_FIELD_VALUES) {
          await answers.record(`${arity} ${JSON.stringify(value.slice(0, 30))} ${action.page} ${action.id}`, call({}, reactForm(root, hostileFields(value))));
        }
      }
    }
    expect(answers.serverErrors).toEqual([]);
    expect(wrong).toEqual([]);
  });
}
