import { describe, expect, it } from "vitest";
import { structuredDataGraph } from "@/lib/structured-data";
import { structuredDataErrors } from "./structured-data-validator";

const base = "https://wealthmatch.example";
const article = {
  "@type": "Article",
  "@id": `${base}/knowledge-centre/a#article`,
  headline: "A headline",
  url: `${base}/knowledge-centre/a`,
  datePublished: "2026-10-01",
  dateModified: "2026-11-27",
  author: { "@type": "Person", name: "A Writer", url: `${base}/author/a-writer` },
  publisher: { "@id": `${base}/#organisation` },
  citation: [{ "@type": "CreativeWork", name: "Inheritance Tax", url: "https://www.gov.uk/inheritance-tax" }],
};
const errorsFor = (node: Record<string, unknown>) => structuredDataErrors(structuredDataGraph(base, [node as never]));

describe("the structured data validator", () => {
  it("accepts the site's own nodes and a good Article", () => {
    expect(structuredDataErrors(structuredDataGraph(base))).toEqual([]);
    expect(errorsFor(article)).toEqual([]);
  });

  it.each([
    ["an unknown property", { ...article, colour: "blue" }, '"colour" is not a property of Article'],
    ["an unknown type", { ...article, "@type": "BlogPostingg" }, '@type "BlogPostingg"'],
    ["a reference that does not resolve", { ...article, publisher: { "@id": `${base}/#nobody` } }, "which is not in the graph"],
    ["a headline over 110 characters", { ...article, headline: "x".repeat(111) }, "longer than 110"],
    ["a date that is not ISO 8601", { ...article, datePublished: "1 October 2026" }, "datePublished must be an ISO 8601 date"],
    ["a modified date before the published one", { ...article, dateModified: "2026-09-01" }, "dateModified is before datePublished"],
    ["an author without an address", { ...article, author: { "@type": "Person", name: "A Writer" } }, "author: needs the absolute url"],
    ["no author", { ...article, author: undefined }, "needs an author"],
    ["a citation without an address", { ...article, citation: [{ "@type": "CreativeWork", name: "Somewhere" }] }, "citation[0]: needs an absolute url"],
    ["an @id used twice", { ...article, "@id": `${base}/#organisation` }, "@id is used by 2 nodes"],
  ])("reports %s", (_, node, message) => {
    const cleaned = JSON.parse(JSON.stringify(node)) as Record<string, unknown>;
    expect(errorsFor(cleaned).join("\n")).toContain(message);
  });

  it("rejects a document without a schema.org context or a graph", () => {
    expect(structuredDataErrors({ "@graph": [] })).toEqual(['@context: must be "https://schema.org"', "@graph: must be a list of nodes"]);
  });
});
