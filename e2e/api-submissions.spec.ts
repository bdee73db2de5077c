import { expect, test } from "./support/test";

test("a visitor's submission is stored with its match, then replaced when they finish again", async ({ request }) => {
  expect((await request.post("/api/visitor")).status()).toBe(200);
  expect((await request.get("/api/submissions")).status()).toBe(404);

  const first = await request.post("/api/submissions", {
    data: { answers: { pension: true, sippValue: 750_000, taxResidence: "GB" }, startedAt: "2026-11-21T10:00:00.000Z" },
  });
  expect(first.status()).toBe(200);
  const saved = await first.json();
  expect(saved.total).toBe(750_000);
  expect(saved.under300).toBe(false);
  expect(saved.match.rule).toBe("500k-1m");

  const second = await request.post("/api/submissions", { data: { answers: { sigCash: true, sigCashValue: 125_000 } } });
  const again = await second.json();
  expect(again.id).toBe(saved.id);
  expect(again.under300).toBe(true);

  const stored = await (await request.get("/api/submissions")).json();
  expect(stored.answers.sigCashValue).toBe(125_000);
  expect(stored.answers.under300).toBe(true);
  expect(stored.match.rule).toBe("under-300k");
  expect(stored.startedAt).toBeNull();
});

test("submissions need a visitor and valid answers", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.post("/api/submissions", { data: { answers: {} } })).status()).toBe(401);
  await anonymous.post("/api/visitor");
  const bad = await anonymous.post("/api/submissions", { data: { answers: { age: 12 } } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).issues[0].field).toBe("answers.age");
  await anonymous.dispose();
});
