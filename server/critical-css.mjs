// @ts-check
/**
 * The part of the site's stylesheet that one page uses, to be inlined in that page's HTML.
 *
 * A stylesheet file costs a phone a round trip before it may draw anything, so each document
 * carries, in a <style> element, only the rules whose selectors can match its own markup; the full
 * file follows after the first paint (documents.mjs). Tailwind's utility rules name the classes
 * they need, so a rule is kept when, for one of its selectors, every class and element the
 * selector names appears in the page. Left to the full file: rules for states a page is not in
 * when first drawn (hover, focus, active) and the reset's rules for the parts of form fields the
 * page does not have (a date field's, a file field's, a placeholder on a page without fields).
 * Also left to it: a color-mix() that only restates, for browsers that can mix, the colour the rule
 * before it gives in plain form (restatesInSrgb).
 * Tailwind's registered properties get their initial values from its properties layer, for every
 * browser, rather than from @property rules (propertiesFallback).
 * Custom properties and their @property rules are kept when something kept reads them; rules that
 * require nothing (:root, `*`) and other at-rules (@keyframes, @font-face) always. Order is
 * preserved, so the cascade is the full stylesheet's.
 *
 * The stylesheet is parsed once (postcss) into a light tree; choosing a page's rules is then a walk
 * over that tree with set lookups, about a tenth of a millisecond for this site.
 */
import postcss from "postcss";

/**
 * @typedef {{ kind: "rule", text: string, needs: string[][] | null }} RuleNode
 *   `needs`: for each selector of the rule, what it requires (selectorNeeds); null when one selector needs nothing.
 * @typedef {{ kind: "group", open: string, children: CssNode[] }} GroupNode
 * @typedef {{ kind: "text", text: string }} TextNode
 * @typedef {{ kind: "variables", selector: string, declarations: { name: string, text: string }[] }} VariablesNode
 *   A rule that only defines custom properties (the theme, Tailwind's defaults for its own).
 * @typedef {{ kind: "property", name: string, text: string }} PropertyNode  An @property rule.
 * @typedef {RuleNode | GroupNode | TextNode | VariablesNode | PropertyNode} CssNode
 * @typedef {{ children: CssNode[] }} StylesheetIndex
 */

/** At-rules whose block holds rules: kept when any rule inside is kept. */
const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container", "scope", "starting-style", "document"]);

/**
 * Parses a stylesheet into the tree `criticalCss` walks.
 * @param {string} css
 * @returns {StylesheetIndex}
 */
export function indexStylesheet(css) {
  return { children: indexChildren(postcss.parse(css).nodes, new Set()) };
}

/**
 * Tailwind registers its own custom properties with @property (an initial value, no inheritance)
 * and, for browsers without @property, sets the same initial values on every element in its lowest
 * layer, `@layer properties`, behind an @supports test for those browsers. For a page's first paint
 * the two give the same values, and the one rule is much shorter than a dozen @property rules: the
 * inlined styles take that rule for every browser and leave the @property rules to the full
 * stylesheet. The variables that rule defines, or null when the at-rule is not that layer.
 * @param {postcss.AtRule} node
 * @returns {postcss.Rule[] | null}
 */
function propertiesFallback(node) {
  if (node.name.toLowerCase() !== "layer" || node.params.trim() !== "properties" || node.nodes?.length !== 1) return null;
  const supports = node.nodes[0];
  if (supports?.type !== "atrule" || supports.name.toLowerCase() !== "supports" || !supports.nodes?.length) return null;
  const rules = supports.nodes.filter((child) => child.type === "rule");
  if (rules.length !== supports.nodes.length) return null;
  return rules.every((rule) => rule.nodes.every((child) => child.type === "decl" && child.prop.startsWith("--"))) ? rules : null;
}

/**
 * @param {postcss.ChildNode[]} nodes
 * @param {Set<string>} setEverywhere  custom properties the properties layer sets on every element
 * @returns {CssNode[]}
 */
function indexChildren(nodes, setEverywhere) {
  /** @type {CssNode[]} */
  const out = [];
  for (const node of nodes) {
    if (node.type === "rule") {
      const needs = selectorNeeds(node.selectors);
      const declarations = node.nodes.filter((child) => child.type === "decl");
      if (needs === null && declarations.length === node.nodes.length && declarations.every((d) => d.prop.startsWith("--"))) {
        out.push({ kind: "variables", selector: node.selector, declarations: declarations.map((d) => ({ name: d.prop, text: d.toString() })) });
      } else {
        out.push({ kind: "rule", text: node.toString(), needs });
      }
    } else if (node.type === "atrule") {
      if (restatesInSrgb(node)) continue;
      const fallback = propertiesFallback(node);
      if (fallback) {
        for (const rule of fallback) for (const child of rule.nodes) if (child.type === "decl") setEverywhere.add(child.prop);
        out.push({ kind: "group", open: `@layer properties{`, children: indexChildren(fallback, setEverywhere) });
      } else if (node.name.toLowerCase() === "property" && node.params.startsWith("--")) {
        if (!setEverywhere.has(node.params.trim())) out.push({ kind: "property", name: node.params.trim(), text: node.toString() });
      } else if (node.nodes && GROUPING_AT_RULES.has(node.name.toLowerCase())) {
        out.push({ kind: "group", open: `@${node.name}${node.raws.afterName ?? " "}${node.params}{`, children: indexChildren(node.nodes, setEverywhere) });
      } else {
        out.push({ kind: "text", text: node.toString() + (node.nodes ? "" : ";") });
      }
    }
    // Comments and stray declarations carry nothing a page needs.
  }
  return out;
}

/**
 * Whether an at-rule only says again, with color-mix(), what the rule before it says with plain
 * colours: Tailwind writes a colour with opacity (`bg-white/10`) as `#ffffff1a`, then inside
 * `@supports (color:color-mix(…))` as a mix of the theme's variable, for browsers that can mix. The
 * colour is the same, so a page's first paint takes the first and the full stylesheet brings the second.
 * @param {postcss.AtRule} node
 */
function restatesInSrgb(node) {
  if (node.name.toLowerCase() !== "supports" || !node.params.replace(/\s/g, "").startsWith("(color:color-mix(")) return false;
  const previous = node.prev();
  if (previous?.type !== "rule" || !node.nodes?.length) return false;
  const plain = previous.nodes.every((child) => child.type === "decl" && /^#[\da-f]{3,8}$/i.test(child.value.trim()));
  return plain && node.nodes.every((child) => child.type === "rule" && child.selector === previous.selector);
}

/**
 * For each selector, what it requires of the page: its classes (as ".name") and element names (as
 * "<name"). Null when a selector requires neither, so the rule is always kept.
 * @param {string[]} selectors
 * @returns {string[][] | null}
 */
export function selectorNeeds(selectors) {
  /** @type {string[][]} */
  const needs = [];
  for (const selector of selectors) {
    const tokens = requiredTokens(selector);
    if (tokens.length === 0) return null;
    needs.push(tokens);
  }
  return needs;
}

/**
 * States a page is never in when first drawn: what a pointer or the keyboard does to it. Rules for
 * them wait for the full stylesheet, which follows the first paint. (No page gives a field
 * autofocus, which would be focused from the start.)
 */
const INTERACTION_STATES = new Set(["hover", "active", "focus", "focus-visible", "focus-within", "-moz-focusring"]);

/** A token no page offers: a selector that requires it is left to the full stylesheet. */
export const INTERACTION = ":interaction";

/** The token of a page with a form field (documentTokens). */
export const FORM_FIELD = "<input|textarea|select";

const DATE_TYPES = new Set(["date", "time", "datetime-local", "month", "week"]);
/** The tokens of a page with a date or time field, and with a field that has spin buttons. */
const DATE_FIELD = "<input type=date";
const SPIN_FIELD = "<input type=number|date";

/**
 * Parts and states of form fields that the reset styles, and the field they need: left out of a
 * page without such a field (documentTokens offers these tokens).
 * @type {Map<string, string>}
 */
const FIELD_PARTS = new Map([
  ["placeholder", FORM_FIELD],
  ["-moz-ui-invalid", FORM_FIELD],
  ["file-selector-button", "<input type=file"],
  ["-webkit-search-decoration", "<input type=search"],
  ["-webkit-inner-spin-button", SPIN_FIELD],
  ["-webkit-outer-spin-button", SPIN_FIELD],
  ["-webkit-date-and-time-value", DATE_FIELD],
  ["-webkit-calendar-picker-indicator", DATE_FIELD],
]);

/** @param {string} pseudo */
function fieldPart(pseudo) {
  return FIELD_PARTS.get(pseudo) ?? (pseudo.startsWith("-webkit-datetime-edit") ? DATE_FIELD : undefined);
}

/** Pseudo-classes whose argument is a selector that must match for the whole to match. */
const SELECTOR_ARGUMENTS = new Set(["is", "where", "has", "matches", "-webkit-any", "-moz-any", "host", "host-context", "slotted"]);

const NAME_CHAR = /[\w\u00a0-\uffff-]/;

/**
 * The classes (".name") and element names ("<name") a selector requires, read in one pass, with
 * INTERACTION for a hover, focus or active state and the field a form field's part needs
 * (FIELD_PARTS). Left out, so that the rule is kept more often, never less: the argument of
 * :not() (it matches when they are absent), a list given to a pseudo-class (:is(.a, .b): either
 * will do), and the arguments of pseudo-classes that are not selectors (:nth-child(odd)).
 * @param {string} selector
 * @returns {string[]}
 */
export function requiredTokens(selector) {
  /** @type {string[]} */
  const tokens = [];
  let i = 0;
  const name = () => {
    let value = "";
    while (i < selector.length) {
      const c = /** @type {string} */ (selector[i]);
      if (c === "\\") {
        const escape = /^\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([^\n\r\f]))/.exec(selector.slice(i, i + 8));
        if (!escape) break;
        value += escape[1] ? String.fromCodePoint(Number.parseInt(escape[1], 16)) : escape[2];
        i += escape[0].length;
      } else if (NAME_CHAR.test(c)) {
        value += c;
        i++;
      } else break;
    }
    return value;
  };
  // Whether an element name may start here: at the start, or after a combinator, "(" or ",".
  let compoundStart = true;
  while (i < selector.length) {
    const c = /** @type {string} */ (selector[i]);
    if (c === ".") {
      i++;
      const className = name();
      if (className) tokens.push(`.${className}`);
      compoundStart = false;
    } else if (c === "#") {
      i++;
      name();
      compoundStart = false;
    } else if (c === "[") {
      i = closing(selector, i, "[", "]") + 1;
      compoundStart = false;
    } else if (c === ":") {
      while (selector[i] === ":") i++;
      const pseudo = name().toLowerCase();
      const part = INTERACTION_STATES.has(pseudo) ? INTERACTION : fieldPart(pseudo);
      if (part) tokens.push(part);
      if (selector[i] === "(") {
        const close = closing(selector, i, "(", ")");
        const argument = selector.slice(i + 1, close);
        if (SELECTOR_ARGUMENTS.has(pseudo) && !hasTopLevelComma(argument)) tokens.push(...requiredTokens(argument));
        i = close + 1;
      }
      compoundStart = false;
    } else if (c === " " || c === ">" || c === "+" || c === "~" || c === "," || c === "\t" || c === "\n") {
      i++;
      compoundStart = true;
    } else if (compoundStart && /[a-zA-Z]/.test(c)) {
      tokens.push(`<${name().toLowerCase()}`);
      compoundStart = false;
    } else {
      // "*", "|", "&" and the like require nothing.
      i++;
      compoundStart = false;
    }
  }
  return tokens;
}

/**
 * The index of the bracket that closes the one at `open` (or the end of the text), skipping
 * escapes and quoted strings.
 * @param {string} text
 * @param {number} open
 * @param {string} opening
 * @param {string} closingChar
 */
function closing(text, open, opening, closingChar) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      i = end === -1 ? text.length : end;
    } else if (c === opening) depth++;
    else if (c === closingChar && --depth === 0) return i;
  }
  return text.length;
}

/** @param {string} text */
function hasTopLevelComma(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) return true;
  }
  return false;
}

const HTML_ENTITIES = /** @type {Record<string, string>} */ ({ "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" });

/**
 * What a document offers selectors: every class in its class attributes (as React writes them:
 * double-quoted, with &amp; &quot; &#x27; &lt; &gt; escaped) as ".name", and every element name in
 * it as "<name".
 * @param {string} html
 * @returns {Set<string>}
 */
export function documentTokens(html) {
  /** @type {Set<string>} */
  const tokens = new Set(["<html", "<head", "<body"]);
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = /** @type {string} */ (match[1]).replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => HTML_ENTITIES[entity] ?? entity);
    for (const name of value.split(/[ \t\n\r\f]+/)) if (name) tokens.add(`.${name}`);
  }
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) tokens.add(`<${/** @type {string} */ (match[1]).toLowerCase()}`);
  if (tokens.has("<input") || tokens.has("<textarea") || tokens.has("<select")) tokens.add(FORM_FIELD);
  for (const match of html.matchAll(/<input\b[^>]*>/gi)) {
    const type = /\stype="([^"]*)"/i.exec(match[0])?.[1]?.toLowerCase() ?? "text";
    if (type === "file" || type === "search") tokens.add(`<input type=${type}`);
    if (type === "number" || DATE_TYPES.has(type)) tokens.add(SPIN_FIELD);
    if (DATE_TYPES.has(type)) tokens.add(DATE_FIELD);
  }
  return tokens;
}

/** `var(--name` in a value or in the page: the custom properties it reads. */
const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * The rules of the indexed stylesheet that this document can use, in their original order and
 * at-rule nesting. Custom properties (and their @property rules) are kept only when something
 * kept, or the page itself (a style attribute), reads them.
 * @param {StylesheetIndex} index
 * @param {string} html
 * @returns {string}
 */
export function criticalCss(index, html) {
  const tokens = documentTokens(html);
  /** @type {Set<string>} */
  const read = new Set();
  const noteReads = (/** @type {string} */ text) => {
    for (const match of text.matchAll(VARIABLE_REFERENCE)) read.add(/** @type {string} */ (match[1]));
  };
  noteReads(html);
  // First the rules the page's classes and elements keep, then the variables they read, until nothing is added.
  noteReads(emit(index.children, tokens, null));
  /** @type {{ name: string, text: string }[]} */
  const definitions = [];
  collectDefinitions(index.children, definitions);
  for (let added = true; added; ) {
    added = false;
    for (const definition of definitions) {
      if (!read.has(definition.name)) continue;
      const before = read.size;
      noteReads(definition.text);
      if (read.size > before) added = true;
    }
  }
  return emit(index.children, tokens, read);
}

/**
 * @param {CssNode[]} nodes
 * @param {{ name: string, text: string }[]} into
 */
function collectDefinitions(nodes, into) {
  for (const node of nodes) {
    if (node.kind === "variables") into.push(...node.declarations);
    else if (node.kind === "group") collectDefinitions(node.children, into);
  }
}

/**
 * @param {CssNode[]} nodes
 * @param {Set<string>} tokens  the document's (documentTokens)
 * @param {Set<string> | null} read  the custom properties to define; null: none (the first pass)
 * @returns {string}
 */
function emit(nodes, tokens, read) {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "text") out += node.text;
    else if (node.kind === "rule") {
      if (node.needs === null || node.needs.some((needed) => needed.every((token) => tokens.has(token)))) out += node.text;
    } else if (node.kind === "variables") {
      const kept = read ? node.declarations.filter((d) => read.has(d.name)) : [];
      if (kept.length > 0) out += `${node.selector}{${kept.map((d) => d.text).join(";")}}`;
    } else if (node.kind === "property") {
      if (read?.has(node.name)) out += node.text;
    } else {
      const inner = emit(node.children, tokens, read);
      if (inner) out += `${node.open}${inner}}`;
    }
  }
  return out;
}
