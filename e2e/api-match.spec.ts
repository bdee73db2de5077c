import { expect, test } from "./support/test";

test("POST /api/match answers a match for valid answers", async ({ request }) => {
  const response = await request.post("/api/match", { data: { investPortfolio: true, giaValue: 750_000, isaValue: 125_000, taxResidence: "GB" } });
  expect(response.status()).toBe(200);
  const result = await response.json();
  expect(result.rule).toBe("500k-1m");
  expect(result.total).toBe(875_000);
  expect(result.wealthManagers[0]).toBe("saltus");
  expect(result.wealthManagers).toHaveLength(3);
  expect(typeof result.reason).toBe("string");
  const all = [...result.wealthManagers, ...result.otherWm, ...result.notWm].sort();
  expect(all).toEqual(["blu", "brewin", "canaccord", "evelyn", "fintuity", "jhp", "lgt", "qc", "quilterfa", "rothschild", "saltus"]);
});

test("POST /api/match takes the defaults for missing fields", async ({ request }) => {
  const response = await request.post("/api/match", { data: {} });
  expect(response.status()).toBe(200);
  expect((await response.json()).rule).toBe("default");
});

test("POST /api/match refuses bad input with field-level issues", async ({ request }) => {
  const response = await request.post("/api/match", { data: { pension: "yes", sippValue: -1, taxResidence: "ZZ" } });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.error).toBeTruthy();
  expect(body.issues.map((i: { field: string }) => i.field).sort()).toEqual(["pension", "sippValue", "taxResidence"]);

  const notJson = await request.post("/api/match", { headers: { "content-type": "application/json" }, data: "{oops" });
  expect(notJson.status()).toBe(400);
  const array = await request.post("/api/match", { data: [1, 2] });
  expect(array.status()).toBe(400);
});
