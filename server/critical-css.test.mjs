import { describe, expect, it } from "vitest";
import { criticalCss, documentTokens, FORM_FIELD, indexStylesheet, INTERACTION, requiredTokens, selectorNeeds } from "./critical-css.mjs";

describe("what a selector requires of a page", () => {
  it("reads classes, unescaped, and element names", () => {
    expect(requiredTokens(".md\\:flex")).toEqual([".md:flex"]);
    expect(requiredTokens(".\\32 xl\\:w-1\\/2")).toEqual([".2xl:w-1/2"]);
    expect(requiredTokens(".\\[\\&_a\\]\\:underline a")).toEqual([".[&_a]:underline", "<a"]);
    expect(requiredTokens("abbr:where([title])")).toEqual(["<abbr"]);
    expect(requiredTokens(":where(select:is([multiple],[size])) optgroup")).toEqual(["<select", "<optgroup"]);
  });

  it("requires the classes of :where(), :is() and :has() with one argument", () => {
    expect(requiredTokens(".group-hover\\:x:is(:where(.group):hover *)")).toEqual([".group-hover:x", ".group", INTERACTION]);
    expect(requiredTokens(":where(.space-y-1>:not(:last-child))")).toEqual([".space-y-1"]);
    expect(requiredTokens(".card:has(.badge)")).toEqual([".card", ".badge"]);
  });

  it("never requires what a selector matches without: :not(), a list of choices, non-selector arguments", () => {
    expect(requiredTokens(".a:not(.b)")).toEqual([".a"]);
    expect(requiredTokens(".a:is(.b, .c)")).toEqual([".a"]);
    expect(requiredTokens("li:nth-child(odd)")).toEqual(["<li"]);
    expect(requiredTokens('[data-x="a.b c"] .d')).toEqual([".d"]);
    expect(requiredTokens("*,:after,::backdrop")).toEqual([]);
    expect(requiredTokens(".a:not(:hover)")).toEqual([".a"]);
  });

  it("leaves hover, focus and active states, and form fields' parts, to a page that can have them", () => {
    expect(requiredTokens(".hover\\:underline:hover")).toEqual([".hover:underline", INTERACTION]);
    expect(requiredTokens(".focus-visible\\:ring:focus-visible")).toEqual([".focus-visible:ring", INTERACTION]);
    expect(requiredTokens(":-moz-focusring")).toEqual([INTERACTION]);
    expect(requiredTokens("::placeholder")).toEqual([FORM_FIELD]);
    expect(requiredTokens("::-webkit-datetime-edit-year-field")).toEqual(["<input type=date"]);
    expect(requiredTokens("::-webkit-inner-spin-button")).toEqual(["<input type=number|date"]);
    expect(requiredTokens("::file-selector-button")).toEqual(["<input type=file"]);
    expect(requiredTokens("::-webkit-details-marker")).toEqual([]);
  });

  it("keeps a rule when one of its selectors can match (null: always)", () => {
    expect(selectorNeeds([".a", "p"])).toEqual([[".a"], ["<p"]]);
    expect(selectorNeeds([".a", ":root"])).toBeNull();
  });
});

describe("what a page offers selectors", () => {
  it("lists its classes, with React's escapes undone, and its element names", () => {
    const tokens = documentTokens('<div class="md:flex  [&amp;_a]:underline\nbg-[url(&#x27;x&#x27;)]"><SVG class="icon"></SVG><my-widget></my-widget></div>');
    expect([...tokens].sort()).toEqual(
      [".md:flex", ".[&_a]:underline", ".bg-[url('x')]", ".icon", "<div", "<svg", "<my-widget", "<html", "<head", "<body"].sort(),
    );
  });

  it("offers form fields' parts to a page with an input, a textarea or a select, and never a hover", () => {
    for (const field of ["<input name=a>", "<textarea></textarea>", "<select></select>"]) expect(documentTokens(`<form>${field}</form>`).has(FORM_FIELD)).toBe(true);
    expect(documentTokens("<form><button>Go</button></form>").has(FORM_FIELD)).toBe(false);
    const textFields = documentTokens('<input name="a"><input type="email" name="b">');
    expect(["<input type=date", "<input type=number|date", "<input type=file", "<input type=search"].filter((t) => textFields.has(t))).toEqual([]);
    const dateField = documentTokens('<input type="date" name="d">');
    expect(dateField.has("<input type=date") && dateField.has("<input type=number|date")).toBe(true);
    expect(documentTokens('<input type="number" name="n">').has("<input type=date")).toBe(false);
    expect(documentTokens('<input type="file" name="f">').has("<input type=file")).toBe(true);
    expect(documentTokens('<a class=":interaction" href="/">x</a>').has(INTERACTION)).toBe(false);
  });
});

describe("the rules a page uses", () => {
  const stylesheet = [
    "@layer theme{:root,:host{--color-a:red;--color-b:var(--color-c);--color-c:blue;--color-unused:green}}",
    "@property --tw-shadow{syntax:\"*\";inherits:false;initial-value:0 0 #0000}",
    "@property --tw-unused{syntax:\"*\";inherits:false}",
    "@layer base{*,:before{box-sizing:border-box}table{border-collapse:collapse}h1,h2{font-size:inherit}}",
    "@layer base{::placeholder{opacity:1}::-webkit-datetime-edit{display:inline-flex}}",
    "@layer utilities{.flex{display:flex}.hidden{display:none}.underline{text-decoration-line:underline}@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}.text-a{color:var(--color-a)}.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}",
    "@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}}",
    "@keyframes spin{to{transform:rotate(360deg)}}",
  ].join("");
  const index = indexStylesheet(stylesheet);

  it("keeps, in order and in their at-rules, the rules whose classes and elements the page has", () => {
    const css = criticalCss(index, '<h1 class="hidden md:flex text-a">Title</h1>');
    expect(css).toContain(".hidden{display:none}");
    expect(css).toContain("@media (min-width:48rem){.md\\:flex{display:flex}}");
    expect(css.indexOf(".hidden")).toBeLessThan(css.indexOf(".md\\:flex"));
    expect(css).not.toContain(".flex{");
    expect(css).not.toContain("md\\:grid");
    expect(css).not.toContain("table{");
    expect(css).toContain("h1,h2{font-size:inherit}");
    expect(css).toContain("*,:before{box-sizing:border-box}");
    expect(css).toContain("@keyframes spin");
  });

  it("defines only the custom properties something kept reads, following one to another", () => {
    const css = criticalCss(index, '<p class="text-a" style="color:var(--color-b)">x</p>');
    expect(css).toContain("--color-a:red");
    expect(css).toContain("--color-b:var(--color-c)");
    expect(css).toContain("--color-c:blue");
    expect(css).not.toContain("--color-unused");
    expect(css).not.toContain("@property --tw-shadow");
  });

  it("keeps an @property rule only when its property is read", () => {
    const css = criticalCss(index, '<p class="shadow">x</p>');
    expect(css).toContain("@property --tw-shadow");
    expect(css).not.toContain("--tw-unused");
  });

  it("leaves hover rules to the full stylesheet, and form fields' parts to pages with a field", () => {
    const css = criticalCss(index, '<a class="underline hover:underline" href="/">x</a>');
    expect(css).toContain(".underline{text-decoration-line:underline}");
    expect(css).not.toContain(":hover");
    expect(css).not.toContain("hover:hover");
    expect(css).not.toContain("::placeholder");
    expect(criticalCss(index, '<input class="underline">')).toContain("::placeholder{opacity:1}");
    expect(criticalCss(index, '<input class="underline">')).not.toContain("datetime-edit");
    expect(criticalCss(index, '<input type="date" class="underline">')).toContain("::-webkit-datetime-edit{display:inline-flex}");
  });

  it("drops an at-rule left empty", () => {
    expect(criticalCss(index, "<p>x</p>")).not.toContain("@media");
  });

  it("sets Tailwind's registered properties in its properties layer for every browser, leaving their @property rules to the full stylesheet", () => {
    const registered = indexStylesheet(
      [
        "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after,::backdrop{--tw-a:0;--tw-b:solid;--tw-unread:1}}}",
        ".a{margin:var(--tw-a)}.b{border-style:var(--tw-b)}.c{color:var(--tw-c)}",
        '@property --tw-a{syntax:"*";inherits:false;initial-value:0}',
        '@property --tw-b{syntax:"*";inherits:false;initial-value:solid}',
        '@property --tw-c{syntax:"*";inherits:false;initial-value:red}',
      ].join(""),
    );
    const css = criticalCss(registered, '<p class="a b c">x</p>');
    expect(css).toContain("@layer properties{*,:before,:after,::backdrop{--tw-a:0;--tw-b:solid}}");
    expect(css).not.toContain("@supports");
    expect(css).not.toContain("@property --tw-a");
    expect(css).not.toContain("@property --tw-b");
    // A registered property the layer does not set keeps its @property rule.
    expect(css).toContain("@property --tw-c");
  });

  it("leaves to the full stylesheet a color-mix() that only restates the plain colour before it", () => {
    const mixed = indexStylesheet(
      [
        ".bg-white\\/10{background-color:#ffffff1a}",
        "@supports (color:color-mix(in lab, red, red)){.bg-white\\/10{background-color:color-mix(in oklab, var(--color-white) 10%, transparent)}}",
        "::placeholder{color:currentColor}",
        "@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}",
        ".a{color:#000}",
        "@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab, red 50%, blue)}}",
      ].join(""),
    );
    const css = criticalCss(mixed, '<input class="bg-white/10 a b">');
    expect(css).toContain(".bg-white\\/10{background-color:#ffffff1a}");
    expect(css).not.toContain("var(--color-white) 10%");
    // Kept where what comes before is not the same colour in plain form.
    expect(css).toContain("currentcolor 50%");
    expect(css).toContain(".b{color:color-mix(in oklab, red 50%, blue)}");
  });
});
