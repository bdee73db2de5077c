import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "./error-summary";

type Field = "form" | "name" | "email";
const FIELDS: readonly Field[] = ["form", "name", "email"];

function summary(errors: Partial<Record<string, string>>, idOf: (field: string) => string | null = (field) => `f-${field}`, heading?: 2 | 3) {
  return renderToStaticMarkup(<ErrorSummary message="Please check your details" errors={errors} fields={FIELDS} idOf={idOf} heading={heading} />);
}

describe("ErrorSummary", () => {
  it("lists each refused field's message as a link to its input, in the form's order whatever order the errors came in", () => {
    const html = summary({ email: "Enter your e-mail address", name: "Enter your name" });
    expect(html).toContain('role="alert"');
    expect(html.match(/<li>.*?<\/li>/g)).toEqual([
      '<li><a href="#f-name" class="underline underline-offset-2">Enter your name</a></li>',
      '<li><a href="#f-email" class="underline underline-offset-2">Enter your e-mail address</a></li>',
    ]);
  });

  it("shows a message with nothing to link to as text, and never drops a field the form does not list", () => {
    const html = summary({ postcode: "Enter a postcode", form: "Try again in a minute", email: "Enter your e-mail address" }, (field) => (field === "form" ? null : `f-${field}`));
    expect(html.match(/<li>.*?<\/li>/g)).toEqual([
      "<li>Try again in a minute</li>",
      '<li><a href="#f-email" class="underline underline-offset-2">Enter your e-mail address</a></li>',
      '<li><a href="#f-postcode" class="underline underline-offset-2">Enter a postcode</a></li>',
    ]);
  });

  it("sets the message as a heading only when asked, and lists nothing when no field carries a message", () => {
    expect(summary({}, undefined, 3)).toMatch(/^<div[^>]*><h3 class="font-semibold">Please check your details<\/h3><\/div>$/);
    expect(summary({ name: "" })).toMatch(/^<div[^>]*><p class="font-semibold">Please check your details<\/p><\/div>$/);
  });
});
