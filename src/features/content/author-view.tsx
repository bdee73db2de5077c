import "server-only";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { ArticleCard } from "./article-card";
import { AuthorAvatar } from "./author-avatar";
import { siteContent } from "./content";
import { compileMdx } from "./mdx";
import { mdxComponents } from "./mdx-components";
import { authorNodes } from "./structured-data";
import { articleSummary } from "./views";

/** /author/{slug}: avatar, role, credentials, biography and the author's articles. */
export async function AuthorView({ slug }: { slug: string }) {
  const { authors, articles } = siteContent();
  const author = authors.find((a) => a.slug === slug);
  if (!author) notFound();
  const { Content } = await compileMdx(author.bio);
  const theirs = articles.filter((a) => a.author === author.slug);
  return (
    <>
      <StructuredData nodes={authorNodes(siteUrl(), author)} />
      <div className="mx-auto max-w-5xl px-4 py-12 md:px-6 md:py-16">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <AuthorAvatar author={author} size={128} />
          <div>
            <h1 className="font-serif text-4xl font-semibold text-ink">{author.name}</h1>
            <p className="mt-1 text-lg font-medium text-brand-800">{author.role}</p>
            <p className="mt-3 max-w-2xl text-muted">{author.summary}</p>
          </div>
        </div>
        <div className="mt-10 grid gap-10 md:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="about-heading" className="text-ink">
            <h2 id="about-heading" className="font-serif text-2xl font-semibold">
              About {author.name.split(" ")[0]}
            </h2>
            <Content components={mdxComponents} />
          </section>
          <aside className="space-y-6 self-start rounded-2xl bg-sand p-6">
            <section aria-labelledby="credentials-heading">
              <h2 id="credentials-heading" className="text-sm font-semibold uppercase tracking-wide text-ink">
                Credentials
              </h2>
              <ul className="mt-2 space-y-1 text-sm text-ink">
                {author.credentials.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="expertise-heading">
              <h2 id="expertise-heading" className="text-sm font-semibold uppercase tracking-wide text-ink">
                Writes about
              </h2>
              <ul className="mt-2 space-y-1 text-sm text-ink">
                {author.expertise.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
        <section aria-labelledby="articles-heading" className="mt-14">
          <h2 id="articles-heading" className="font-serif text-2xl font-semibold text-ink">
            Articles by {author.name}
          </h2>
          {theirs.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {theirs.map((a) => (
                <li key={a.slug}>
                  <ArticleCard article={articleSummary(a, authors)} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">No articles yet.</p>
          )}
        </section>
      </div>
    </>
  );
}
