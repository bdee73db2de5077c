import { describe, expect, it } from "vitest";
import { z } from "zod";
import { asFormData, formValues, initialFormState, validateForm } from "./validated-action";

const fields = ["name", "email"] as const;
const schema = z.object({ name: z.string().trim().min(1, "Enter your name"), email: z.string().includes("@", { message: "Enter a valid e-mail address" }) });

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("validateForm", () => {
  it("names each bad field and hands back everything typed", () => {
    const checked = validateForm(fields, schema, { name: " ", email: "nope" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.state.status).toBe("invalid");
    expect(checked.state.errors).toEqual({ name: "Enter your name", email: "Enter a valid e-mail address" });
    expect(checked.state.values).toEqual({ name: " ", email: "nope" });
    expect(checked.state.message).toMatch(/2 fields/);
  });

  it("gives the parsed data", () => {
    expect(validateForm(fields, schema, { name: " Ann ", email: "a@b.co" })).toEqual({ ok: true, data: { name: "Ann", email: "a@b.co" } });
  });

  it("refuses a NUL character or broken Unicode on the field that holds it, before the schema", () => {
    const checked = validateForm(fields, schema, { name: "Ann\u0000", email: "ann@example.com" });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.state.errors).toEqual({ name: "Remove the hidden or broken characters from this field" });
    expect(checked.state.values.email).toBe("ann@example.com");
  });
});

describe("reading a form", () => {
  it("reads missing fields as empty text", () => {
    expect(formValues(form({ name: "Ann" }), fields)).toEqual({ name: "Ann", email: "" });
  });

  it("takes anything that is not FormData as an empty form", () => {
    expect(formValues(asFormData({ name: "Ann" }), fields)).toEqual({ name: "", email: "" });
    expect(initialFormState(fields, { name: "Ann" })).toEqual({ status: "idle", message: "", errors: {}, values: { name: "Ann", email: "" } });
  });
});
