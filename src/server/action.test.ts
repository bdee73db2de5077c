import { redirect } from "next/navigation";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/zod-config";
import { z } from "zod";
import { initialFormState } from "@/lib/validated-action";

const session = vi.hoisted(() => ({
  visitor: null as { id: string; isAnonymous: boolean } | null,
  member: null as { id: string; email: string; name: string; roles: { role: "admin" | "sales" | "provider"; providerId: string | null }[] } | null,
}));
const request = vi.hoisted(() => ({ headers: new Headers() }));
const limits = vi.hoisted(() => ({ refusal: null as string | null, calls: [] as [string, string | null | undefined][] }));

vi.mock("@/server/auth/session", () => ({
  currentVisitor: async () => session.visitor,
  currentMember: async () => session.member,
}));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
vi.mock("@/server/limits", () => ({
  limitAction: async (name: string, accountId?: string | null) => {
    limits.calls.push([name, accountId]);
    return limits.refusal;
  },
}));

const { formAction, redirectAction, stateAction } = await import("./action");
const { hasFreshReceipt, RECEIPT_PARAM } = await import("./sent-receipt");

const fields = ["name", "email", "password"] as const;
const schema = z.object({
  name: z.string().trim().min(1, "Enter your name"),
  email: z.string().includes("@", { message: "Enter a valid e-mail address" }),
  password: z.string(),
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const good = { name: "Ann", email: "ann@example.com", password: "Secret#1" };
const start = initialFormState(fields);

/** The URL a redirect() inside an action went to (Next.js puts it in the error's digest). */
async function redirectedTo(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT")) throw new Error(`expected a redirect, got ${String(error)}`);
  return digest.split(";")[2] ?? "";
}

beforeEach(() => {
  session.visitor = null;
  session.member = null;
  limits.refusal = null;
  limits.calls = [];
  request.headers = new Headers({ "next-action": "abc123" });
});

describe("formAction", () => {
  it("runs the handler with parsed data, counting the call per member and address", async () => {
    session.member = { id: "m1", email: "m@example.com", name: "M", roles: [] };
    const handle = vi.fn(async ({ data, actor, reply }) => reply.sent(`hello ${data.name} from ${actor.id}`));
    const action = formAction({ log: "test", access: "member", limit: "newsletter", fields, schema, failureMessage: "down" }, handle);
    const state = await action(start, form({ ...good, name: " Ann " }));
    expect(state).toMatchObject({ status: "sent", message: "hello Ann from m1" });
    expect(limits.calls).toEqual([["newsletter", "m1"]]);
  });

  it("sends a form posted without scripts on to its page once sent, so a reload cannot send it again; React's post and a refusal are answered in place", async () => {
    const handle = vi.fn(async ({ reply }) => reply.sent("Thank you", { clear: true }));
    const action = formAction({ log: "test", access: "anyone", limit: "contact-us", fields, schema, failureMessage: "down", sentWithoutScripts: "/contact-us/sent" }, handle);
    expect(await action(start, form(good))).toMatchObject({ status: "sent", message: "Thank you" });

    request.headers = new Headers();
    const target = new URL(await redirectedTo(action(start, form(good))), "http://site.test");
    expect(target.pathname).toBe("/contact-us/sent");
    // With a receipt the page accepts, so it thanks this visitor and no one who opens it otherwise.
    expect(hasFreshReceipt("/contact-us/sent", target.searchParams.get(RECEIPT_PARAM) ?? undefined)).toBe(true);
    expect(await action(start, form({ ...good, email: "nope" }))).toMatchObject({ status: "invalid", values: { email: "nope" } });
    expect(handle).toHaveBeenCalledTimes(2);

    const withoutPage = formAction({ log: "test", access: "anyone", limit: "contact-us", fields, schema, failureMessage: "down" }, handle);
    expect(await withoutPage(start, form(good))).toMatchObject({ status: "sent" });
  });

  it("refuses a caller without a session before anything else, and sends them to sign in when told where", async () => {
    const handle = vi.fn();
    const answered = formAction({ log: "test", access: "member", limit: "newsletter", fields, schema, failureMessage: "down" }, handle);
    const state = await answered(start, form(good));
    expect(state.status).toBe("failed");
    expect(state.message).toMatch(/sign in/);
    expect(state.values.name).toBe("Ann");

    const sent = formAction({ log: "test", access: "member", limit: "newsletter", fields, schema, failureMessage: "down", signIn: "/account/sign-in" }, handle);
    expect(await redirectedTo(sent(start, form(good)))).toBe("/account/sign-in");
    expect(handle).not.toHaveBeenCalled();
    expect(limits.calls).toEqual([]);
  });

  it("refuses a member without the role, and lets provider staff act only for their own firm", async () => {
    const handle = vi.fn(async ({ reply }) => reply.sent("done"));
    const options = {
      log: "test",
      access: { roles: ["admin", "provider"], provider: "providerId" },
      limit: "provider-facts",
      fields: ["providerId"],
      schema: z.object({ providerId: z.string() }),
      failureMessage: "down",
      forbiddenMessage: "Not yours",
    } as const;
    const action = formAction(options, handle);
    session.member = { id: "s1", email: "s@example.com", name: "S", roles: [{ role: "sales", providerId: null }] };
    expect(await action(initialFormState(["providerId"]), form({ providerId: "acme" }))).toMatchObject({ status: "failed", message: "Not yours" });
    session.member = { id: "p1", email: "p@example.com", name: "P", roles: [{ role: "provider", providerId: "acme" }] };
    expect(await action(initialFormState(["providerId"]), form({ providerId: "other" }))).toMatchObject({ status: "failed", message: "Not yours" });
    expect(handle).not.toHaveBeenCalled();
    expect(await action(initialFormState(["providerId"]), form({ providerId: "acme" }))).toMatchObject({ status: "sent" });
    session.member = { id: "a1", email: "a@example.com", name: "A", roles: [{ role: "admin", providerId: null }] };
    expect(await action(initialFormState(["providerId"]), form({ providerId: "other" }))).toMatchObject({ status: "sent" });
  });

  it("answers a rate-limited call with the limit's message, keeping the values but never a secret field", async () => {
    limits.refusal = "Too many tries: wait 5 minutes.";
    const handle = vi.fn();
    const action = formAction({ log: "test", access: "anyone", limit: "sign-up", fields, schema, failureMessage: "down", secret: ["password"] }, handle);
    const state = await action(start, form(good));
    expect(state).toEqual({ status: "failed", message: "Too many tries: wait 5 minutes.", errors: {}, values: { name: "Ann", email: "ann@example.com", password: "" } });
    expect(limits.calls).toEqual([["sign-up", null]]);
    expect(handle).not.toHaveBeenCalled();
  });

  it("names each invalid field, keeps what was typed, and does not count the call", async () => {
    const handle = vi.fn();
    const action = formAction({ log: "test", access: "anyone", limit: "sign-up", fields, schema, failureMessage: "down" }, handle);
    const state = await action(start, form({ name: " ", email: "nope", password: "x" }));
    expect(state.status).toBe("invalid");
    expect(state.errors).toEqual({ name: "Enter your name", email: "Enter a valid e-mail address" });
    expect(state.values).toEqual({ name: " ", email: "nope", password: "x" });
    expect(handle).not.toHaveBeenCalled();
    expect(limits.calls).toEqual([]);
  });

  it("takes an argument that is not FormData as an empty form", async () => {
    const handle = vi.fn();
    const action = formAction({ log: "test", access: "anyone", limit: "sign-up", fields, schema, failureMessage: "down" }, handle);
    const state = await action(start, { name: "Ann" } as unknown as FormData);
    expect(state.status).toBe("invalid");
    expect(state.values).toEqual({ name: "", email: "", password: "" });
    expect(state.errors.name).toBe("Enter your name");
    expect(handle).not.toHaveBeenCalled();
  });

  it("logs a failure without what was typed and answers with the failure message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const action = formAction({ log: "test action", access: "anyone", limit: "sign-up", fields, schema, failureMessage: "Try again" }, async ({ data }) => {
      throw new Error(`insert failed\nparams: ${data.email}`);
    });
    const state = await action(start, form(good));
    expect(state).toEqual({ status: "failed", message: "Try again", errors: {}, values: good });
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain("[test action]");
    expect(line).not.toContain("ann@example.com");
    log.mockRestore();
  });

  it("counts a visitor's call per visitor when there is one, and per address alone when not", async () => {
    const action = formAction({ log: "test", access: "visitor", limit: "newsletter", fields, schema, failureMessage: "down" }, async ({ actor, reply }) => reply.sent(actor ? "known" : "new", { clear: true }));
    expect(await action(start, form(good))).toEqual({ status: "sent", message: "new", errors: {}, values: { name: "", email: "", password: "" } });
    session.visitor = { id: "v1", isAnonymous: true };
    expect((await action(start, form(good))).message).toBe("known");
    expect(limits.calls).toEqual([
      ["newsletter", null],
      ["newsletter", "v1"],
    ]);
  });

  it("lets a redirect from the handler through", async () => {
    const action = formAction({ log: "test", access: "anyone", limit: "sign-up", fields, schema, failureMessage: "down" }, async () => redirect("/account"));
    expect(await redirectedTo(action(start, form(good)))).toBe("/account");
  });
});

describe("redirectAction", () => {
  const options = {
    log: "test",
    access: { roles: ["admin"] },
    limit: "firm-settings",
    fields: ["providerId"],
    schema: z.object({ providerId: z.string().regex(/^[a-z]{1,10}$/) }),
    notices: { signedOut: "/sign-in", forbidden: "/page?n=refused", invalid: "/page?n=invalid", limited: (values: { providerId: string }) => `/page?n=busy&p=${values.providerId}` },
  } as const;

  it("sends each refusal to its notice and the handler's answer to its address", async () => {
    const action = redirectAction(options, async ({ data }) => `/page?n=saved&p=${data.providerId}`);
    expect(await redirectedTo(action(form({ providerId: "acme" })))).toBe("/sign-in");
    session.member = { id: "s1", email: "s@example.com", name: "S", roles: [{ role: "sales", providerId: null }] };
    expect(await redirectedTo(action(form({ providerId: "acme" })))).toBe("/page?n=refused");
    session.member = { id: "a1", email: "a@example.com", name: "A", roles: [{ role: "admin", providerId: null }] };
    expect(await redirectedTo(action(form({ providerId: "ACME!" })))).toBe("/page?n=invalid");
    expect(await redirectedTo(action(form({ providerId: "acme" })))).toBe("/page?n=saved&p=acme");
    limits.refusal = "busy";
    expect(await redirectedTo(action(form({ providerId: "acme" })))).toBe("/page?n=busy&p=acme");
    expect(limits.calls).toEqual([
      ["firm-settings", "a1"],
      ["firm-settings", "a1"],
    ]);
  });

  it("takes a non-FormData argument as an empty form", async () => {
    session.member = { id: "a1", email: "a@example.com", name: "A", roles: [{ role: "admin", providerId: null }] };
    const action = redirectAction(options, async () => "/never");
    expect(await redirectedTo(action("junk" as unknown as FormData))).toBe("/page?n=invalid");
  });

  it("throws a failure on after logging it when no failure notice is given", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    session.member = { id: "a1", email: "a@example.com", name: "A", roles: [{ role: "admin", providerId: null }] };
    const action = redirectAction(options, async () => {
      throw new Error("database down");
    });
    await expect(action(form({ providerId: "acme" }))).rejects.toThrow("database down");
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe("stateAction", () => {
  type State = { status: "idle" | "done" | "refused"; reason?: string };
  it("answers every refusal through its own `refuse`", async () => {
    const action = stateAction(
      {
        log: "test",
        access: "member",
        limit: "introductions",
        fields: ["token"],
        schema: z.object({ token: z.string().min(1) }),
        refuse: (refusal): State => ({ status: "refused", reason: refusal.reason }),
      },
      async (): Promise<State> => ({ status: "done" }),
    );
    expect(await action({ status: "idle" }, form({ token: "t" }))).toEqual({ status: "refused", reason: "signed-out" });
    session.member = { id: "m1", email: "m@example.com", name: "M", roles: [] };
    expect(await action({ status: "idle" }, null as unknown as FormData)).toEqual({ status: "refused", reason: "invalid" });
    limits.refusal = "busy";
    expect(await action({ status: "idle" }, form({ token: "t" }))).toEqual({ status: "refused", reason: "limited" });
    limits.refusal = null;
    expect(await action({ status: "idle" }, form({ token: "t" }))).toEqual({ status: "done" });
  });
});
