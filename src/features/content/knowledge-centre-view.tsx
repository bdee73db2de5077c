import "server-only";
import Link from "next/link";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { ArticleBrowser } from "./article-browser";
import { siteContent } from "./content";
import { articleCategories } from "./schema";
import { articleSummary } from "./views";

export const feedPath = `${routes.knowledgeCentre}/feed.xml`;

/** /knowledge-centre: every article, newest first, with filters and search. */
export function KnowledgeCentreView() {
  const { articles, authors } = siteContent();
  const summaries = articles.map((a) => articleSummary(a, authors));
  const categories = articleCategories.filter((c) => articles.some((a) => a.category === c));
  const url = `${siteUrl()}${routes.knowledgeCentre}`;
  return (
    <>
      <StructuredData
        nodes={[
          {
            "@type": "CollectionPage",
            "@id": url,
            url,
            name: "Knowledge centre",
            inLanguage: "en-GB",
            hasPart: articles.map((a) => ({ "@id": `${siteUrl()}${routes.article(a.slug)}#article` })),
          },
        ]}
      />
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:px-6 md:py-20">
          <h1 className="font-serif text-4xl font-semibold md:text-5xl">Knowledge centre</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Plain-English guides for UK private investors: how to choose a wealth manager, what it costs, and how pensions,
            ISAs, inheritance tax and life abroad fit together. Written by our editorial team and checked against the rules as
            published by HMRC, the FCA and MoneyHelper.
          </p>
          <p className="mt-4 text-sm text-brand-100">
            New articles by RSS:{" "}
            <a href={feedPath} className="font-semibold text-white underline underline-offset-2">
              subscribe to the feed
            </a>
            . Looking for a word?{" "}
            <Link href={routes.glossary} className="font-semibold text-white underline underline-offset-2">
              Try the glossary
            </Link>
            .
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
        <ArticleBrowser articles={summaries} categories={categories} />
      </div>
    </>
  );
}
