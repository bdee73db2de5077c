import { expect, test } from "./support/test";

test("health answers ok when the database answers", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the server keeps an idle connection longer than the clients and balancers in front of it", async ({ request }) => {
  // Node's default of 5 s let the server close a connection just as a client reused it (a reset).
  expect((await request.get("/api/health")).headers()["keep-alive"]).toBe("timeout=65");
});

test("accepting analytics signs the visitor in anonymously, and the same visitor survives a reload", async ({ page, context }) => {
  const lookUp = page.waitForResponse((r) => r.url().endsWith("/api/visitor") && r.request().method() === "GET");
  await page.goto("/");
  expect((await lookUp).status()).toBe(204); // a page view starts no visit (docs/product.md, "Privacy, consent and retention")
  const firstSignIn = page.waitForResponse((r) => r.url().endsWith("/api/visitor") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Accept all" }).click();
  const first = await (await firstSignIn).json();
  expect(first).toMatchObject({ isAnonymous: true });
  expect(first.id).toMatch(/^\w{16,}$/);

  const cookie = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  const secondSignIn = page.waitForResponse((r) => r.url().endsWith("/api/visitor"));
  await page.reload();
  expect((await (await secondSignIn).json()).id).toBe(first.id);
});

test("a new visitor in another browser gets a different id", async ({ browser }) => {
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const signIn = page.waitForResponse((r) => r.url().endsWith("/api/visitor") && r.request().method() === "POST");
    await page.goto("/");
    await page.getByRole("button", { name: "Accept all" }).click();
    ids.push((await (await signIn).json()).id);
    await context.close();
  }
  expect(ids[0]).not.toBe(ids[1]);
});
