import { describe, expect, it } from "vitest";
import { loadContent } from "@/features/content/content";
import { slugify } from "@/lib/slug";
import { partnerFlow, proformaFlow } from "./flow";
import { questionGuide } from "./question-guide";

const content = loadContent();
const glossary = new Set(content.glossary.map((term) => term.slug));
const articles = new Set(content.articles.map((article) => article.slug));
const slugs = new Set([proformaFlow, partnerFlow].flatMap((flow) => Object.values(flow.pages).map((question) => question.slug)));

describe("the question guide", () => {
  it("gives every question a short name, and names no question that does not exist", () => {
    for (const slug of slugs) expect([slug, questionGuide[slug]?.short]).toEqual([slug, expect.any(String)]);
    for (const slug of Object.keys(questionGuide)) expect([slug, slugs.has(slug)]).toEqual([slug, true]);
  });

  it("links only to terms the glossary defines", () => {
    for (const [slug, guide] of Object.entries(questionGuide)) {
      for (const term of guide.terms ?? []) expect([slug, term, glossary.has(slugify(term))]).toEqual([slug, term, true]);
    }
  });

  it("links the terms a newcomer needs: SSAS, offshore bond and defined benefit", () => {
    const linked = new Set(Object.values(questionGuide).flatMap((guide) => guide.terms ?? []));
    for (const term of ["SSAS", "Offshore bond", "Defined benefit pension", "SIPP"]) expect(linked).toContain(term);
  });

  it("links each question to a guide that exists, and most questions to one", () => {
    const guided = Object.entries(questionGuide).filter(([, guide]) => guide.guide);
    for (const [slug, guide] of guided) expect([slug, guide.guide!.slug, articles.has(guide.guide!.slug)]).toEqual([slug, guide.guide!.slug, true]);
    expect(guided.length).toBeGreaterThanOrEqual(35);
  });
});
