import "server-only";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageTheme } from "@/components/page-theme";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { formatOrdinalDate } from "@/lib/dates";
import { ArticleListSection } from "./article-list-section";
import { AuthorAvatar } from "./author-avatar";
import { citationProblems, referencesInCitationOrder } from "./citations";
import { CompareCta } from "./compare-cta";
import { siteContent } from "./content";
import { mdxComponents } from "./mdx-components";
import { compileMdx } from "./mdx";
import { relatedArticles } from "./related";
import { ContentError } from "./schema";
import { articleNodes } from "./structured-data";
import { articleQuestion, glossaryTermsUsed } from "./article-links";

/** An article page: heading, contents, body with citation marks, references, author, related. */
export async function ArticleView({ slug }: { slug: string }) {
  const { articles, authors, glossary } = siteContent();
  const article = articles.find((a) => a.slug === slug);
  if (!article) notFound();
  const author = authors.find((a) => a.slug === article.author)!;
  const { Content, outline } = await compileMdx(article.body);
  const problem = citationProblems(article.references, outline.citations)[0];
  if (problem) throw new ContentError(article.file, problem.field, problem.problem);
  const references = referencesInCitationOrder(article.references, outline.citations);
  const related = relatedArticles(articles, article);
  const question = articleQuestion(article);
  const terms = glossaryTermsUsed(glossary, outline.links);

  return (
    <article>
      {article.postColour ? <PageTheme postColour={article.postColour} /> : null}
      <StructuredData nodes={articleNodes(siteUrl(), article, author)} />
      <header className="bg-sand">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-8 md:px-6 md:pb-14 md:pt-12">
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <ol className="flex flex-wrap gap-x-2">
              <li>
                <Link href={routes.knowledgeCentre} className="underline underline-offset-2 hover:text-brand-800">
                  Knowledge centre
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li aria-current="page">{article.category}</li>
            </ol>
          </nav>
          <h1 className="mt-4 max-w-4xl font-serif text-3xl font-semibold leading-tight text-ink md:text-5xl">{article.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted">{article.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
            <span>
              By{" "}
              <Link href={routes.author(author.slug)} className="font-semibold text-brand-800 underline underline-offset-2">
                {author.name}
              </Link>
            </span>
            <span>
              Published <time dateTime={article.published}>{formatOrdinalDate(article.published)}</time>
            </span>
            {article.updated ? (
              <span>
                Updated <time dateTime={article.updated}>{formatOrdinalDate(article.updated)}</time>
              </span>
            ) : null}
            <span>
              Last reviewed <time dateTime={article.reviewed}>{formatOrdinalDate(article.reviewed)}</time>
            </span>
            <span>{article.readingMinutes} min read</span>
          </div>
          {article.upcoming.length > 0 ? (
            <div className="mt-6 max-w-3xl rounded-2xl border border-gold/60 bg-white p-4 text-sm">
              <p className="font-semibold text-ink">Announced but not yet in force</p>
              <ul className="mt-2 space-y-1">
                {article.upcoming.map((change) => (
                  <li key={change.date + change.change}>
                    From <time dateTime={change.date}>{formatOrdinalDate(change.date)}</time>: {change.change}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <nav aria-labelledby="contents-heading" className="self-start rounded-2xl border border-brand-100 p-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wide text-ink">
            Contents
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {outline.headings
              .filter((h) => h.depth === 2)
              .map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                    {heading.text}
                  </a>
                </li>
              ))}
            <li>
              <a href="#references" className="text-brand-800 underline-offset-2 hover:underline">
                References
              </a>
            </li>
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl text-[1.0625rem] text-ink lg:col-start-1 lg:row-start-1">
          <Content components={mdxComponents} />

          <aside aria-label="Important information" className="mt-10 rounded-2xl border border-gold/60 bg-sand p-5 text-sm leading-relaxed">
            <p className="font-semibold">Important</p>
            <p className="mt-1">
              This article is general information, not personal advice. Tax rules and allowances change and depend on your
              circumstances.
            </p>
          </aside>

          {terms.length > 0 ? (
            <section aria-labelledby="terms-heading" className="mt-10">
              <h2 id="terms-heading" className="font-serif text-xl font-semibold">
                Terms in this guide
              </h2>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {terms.map((term) => (
                  <li key={term.slug}>
                    <Link href={routes.glossaryTerm(term.slug)} className="text-brand-800 underline underline-offset-2">
                      {term.term}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="references" className="mt-12">
            <h2 id="references" className="scroll-mt-28 font-serif text-2xl font-semibold">
              References
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-6 text-sm leading-relaxed">
              {references.map((reference, index) => (
                <li key={reference.id} id={`ref-${reference.id}`} className="scroll-mt-28">
                  <a href={reference.url} className="font-medium text-brand-800 underline underline-offset-2" rel="noopener">
                    {reference.title}
                  </a>
                  , {reference.publisher}. Accessed {formatOrdinalDate(reference.accessed)}.{" "}
                  <a
                    href={`#cite-${reference.id}-1`}
                    aria-label={`Back to citation ${index + 1} in the text`}
                    className="inline-block min-w-6 text-center text-brand-700 underline"
                  >
                    ↩
                  </a>
                </li>
              ))}
            </ol>
          </section>

          <section aria-label="About the author" className="mt-12 flex flex-col gap-5 rounded-2xl bg-brand-50 p-6 sm:flex-row">
            <AuthorAvatar author={author} size={80} />
            <div>
              <p className="text-sm text-muted">Written by</p>
              <p className="font-serif text-xl font-semibold">
                <Link href={routes.author(author.slug)} className="text-ink underline-offset-2 hover:underline">
                  {author.name}
                </Link>
              </p>
              <p className="text-sm font-medium text-brand-800">{author.role}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted">{author.summary}</p>
            </div>
          </section>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 pb-16 md:px-6">
        <CompareCta heading={question.heading} text={question.text} href={question.href} action={question.action} />
        <ArticleListSection id="related-heading" title="Related articles" articles={related} authors={authors} />
      </div>
    </article>
  );
}
