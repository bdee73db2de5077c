import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { formValues, initialFormState, validatedAction } from "./validated-action";

const fields = ["name", "email"] as const;
const schema = z.object({ name: z.string().trim().min(1, "Enter your name"), email: z.string().includes("@", { message: "Enter a valid e-mail address" }) });

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("validatedAction", () => {
  it("names each bad field and hands back everything typed", async () => {
    const handle = vi.fn();
    const action = validatedAction({ fields, schema, context: "test", failureMessage: "down" }, handle);
    const state = await action(initialFormState(fields), form({ name: " ", email: "nope" }));
    expect(state.status).toBe("invalid");
    expect(state.errors).toEqual({ name: "Enter your name", email: "Enter a valid e-mail address" });
    expect(state.values).toEqual({ name: " ", email: "nope" });
    expect(state.message).toMatch(/2 fields/);
    expect(handle).not.toHaveBeenCalled();
  });

  it("passes parsed data to the handler", async () => {
    const action = validatedAction({ fields, schema, context: "test", failureMessage: "down" }, async (data) => ({
      status: "sent",
      message: `hello ${data.name}`,
      errors: {},
      values: { name: "", email: "" },
    }));
    const state = await action(initialFormState(fields), form({ name: " Ann ", email: "a@b.co" }));
    expect(state).toMatchObject({ status: "sent", message: "hello Ann" });
  });

  it("answers a failure clearly and keeps the values", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const action = validatedAction({ fields, schema, context: "test", failureMessage: "Try again" }, async () => {
      throw new Error("database down");
    });
    const state = await action(initialFormState(fields), form({ name: "Ann", email: "a@b.co" }));
    expect(state).toEqual({ status: "failed", message: "Try again", errors: {}, values: { name: "Ann", email: "a@b.co" } });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("reads missing fields as empty text", () => {
    expect(formValues(form({ name: "Ann" }), fields)).toEqual({ name: "Ann", email: "" });
  });
});

describe("validatedAction and hostile text", () => {
  it("refuses a NUL character or broken Unicode on the field that holds it, before the handler runs", async () => {
    const handle = vi.fn();
    const action = validatedAction({ fields, schema, context: "test", failureMessage: "down" }, handle);
    const state = await action(initialFormState(fields), form({ name: "Ann\u0000", email: "ann@example.com" }));
    expect(state.status).toBe("invalid");
    expect(state.errors).toEqual({ name: "Remove the hidden or broken characters from this field" });
    expect(state.values.email).toBe("ann@example.com");
    expect(handle).not.toHaveBeenCalled();
  });
});
