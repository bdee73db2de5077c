import type { Route } from "next";
import { routes } from "@/config/routes";
import { adviceAreaEntries } from "@/features/questionnaire";
import type { Article, GlossaryTerm } from "./content";

/** The questionnaire's first question, where an article about choosing a firm in general leads. */
export const firstQuestionPage = "looking-for-advice";

/**
 * Where an article leads at its foot: the step that opens the questions of its advice area (the
 * questionnaire starts there with that area chosen), or the first question for general articles.
 */
export function articleQuestion(article: Pick<Article, "question">): { href: Route; heading: string; text: string; action: string } {
  if (article.question === "start") {
    return {
      href: routes.proformaStep(firstQuestionPage),
      heading: "See which wealth managers fit you",
      text: "Answer a few short questions about your money, your goals and where you live, and we suggest about three wealth managers, private banks or financial advisers that fit, with the reason for each. It is free and there is no obligation.",
      action: "Start with the first question",
    };
  }
  const { page, label } = adviceAreaEntries[article.question];
  return {
    href: routes.proformaStep(page),
    heading: `Find a firm that can help with ${label}`,
    text: `Start with the questions about ${label}: we suggest about three wealth managers, private banks or financial advisers that fit, with the reason for each. It is free and there is no obligation.`,
    action: `Answer the questions about ${label}`,
  };
}

/** The glossary terms an article links to, once each, in the order it first links them. */
export function glossaryTermsUsed(glossary: GlossaryTerm[], links: readonly string[]): GlossaryTerm[] {
  const prefix = routes.glossaryTerm("");
  const slugs = [...new Set(links.filter((href) => href.startsWith(prefix)).map((href) => href.slice(prefix.length)))];
  return slugs.map((slug) => glossary.find((term) => term.slug === slug)).filter((term): term is GlossaryTerm => term !== undefined);
}
