import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { limitChecks, limitRequest, writePolicies } from "./limits";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const list = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? list(file) : [file];
  });

describe("write limits", () => {
  it("key a hit by address (unknown when there is none) and by account where there is one", () => {
    expect(limitChecks("leads", { address: "203.0.113.5", accountId: "u1" }).map((check) => check.key)).toEqual(["leads:address:203.0.113.5", "leads:account:u1"]);
    expect(limitChecks("match", { address: null, accountId: "u1" }).map((check) => check.key)).toEqual(["match:address:unknown"]);
  });

  it("cover every server action", () => {
    // Every file under actions/ is a server action module, and so is any other file that says "use server".
    const sources = list("features").filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const actions = sources.filter((file) => file.includes(`${path.sep}actions${path.sep}`) || /^"use server";/m.test(read(file)));
    expect(actions.length).toBeGreaterThanOrEqual(12);
    for (const file of actions) {
      const source = read(file);
      expect(source, file).toMatch(/"use server"/);
      // The wrapper (src/server/action.ts) counts the named policy; only sign-in, with its own
      // throttle, names none.
      const policy = /\blimit: "([a-z-]+)"/.exec(source)?.[1];
      if (policy) expect(Object.keys(writePolicies), `${file} names an unknown policy`).toContain(policy);
      else expect(/\blimit: false/.test(source) && /beginSignIn\(/.test(source), `${file} has no rate limit`).toBe(true);
    }
  });

  it("cover every route that writes, and every body is read by the one capped reader", () => {
    const routes = list("app/api").filter((file) => file.endsWith("route.ts"));
    for (const file of routes) {
      const source = read(file);
      if (!/export (async )?function POST|as POST/.test(source)) continue;
      // Counted in the route, or by a helper that must be given the policy: visitorJsonWrite
      // (src/features/leads/server/http.ts) and ingestGuardFor (src/server/ingest-request.ts).
      const counted = /limitRequest\(|checkWriteLimit\(|beginSignIn\(|visitorJsonWrite\(request, \{ limit: "|ingestGuardFor\(request, "/.test(source);
      expect(counted, `${file} has no rate limit`).toBe(true);
      expect(source, `${file} reads its body directly`).not.toMatch(/request\.(text|json|arrayBuffer|formData)\(\)/);
    }
    for (const name of Object.keys(writePolicies)) expect(name).toMatch(/^[a-z-]+$/);
  });

  it("decide the matching API's limit in memory and answer at once, not with a promise", () => {
    // Below a tenth of the limit, so this instance writes nothing for the key (src/server/buffered-rate-limit.ts).
    const share = Math.ceil(writePolicies.match.perAddress.max * 0.1) - 1;
    for (let hit = 0; hit < share; hit++) {
      const decision = limitRequest("match", new Request("http://localhost/api/match", { method: "POST", headers: { "x-forwarded-for": "203.0.113.77" } }));
      expect(decision).toBeNull();
    }
  });
});
