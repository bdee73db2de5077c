import "server-only";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { ArticleListSection } from "./article-list-section";
import { CompareCta } from "./compare-cta";
import { siteContent } from "./content";
import { compileMdx } from "./mdx";
import { mdxComponents } from "./mdx-components";

/** /landing-pages/{slug}: a campaign page for one kind of investor, leading into the questionnaire. */
export async function LandingPageView({ slug }: { slug: string }) {
  const { landingPages, articles, authors } = siteContent();
  const page = landingPages.find((p) => p.slug === slug);
  if (!page) notFound();
  const { Content } = await compileMdx(page.body);
  const reading = page.articles.map((s) => articles.find((a) => a.slug === s)!).filter(Boolean);
  const url = `${siteUrl()}${routes.landingPage(page.slug)}`;
  return (
    <>
      <StructuredData nodes={[{ "@type": "WebPage", "@id": url, url, name: page.title, description: page.description, inLanguage: "en-GB" }]} />
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:px-6 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">{page.audience}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold leading-tight md:text-5xl">{page.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{page.intro}</p>
          <Link
            href={routes.proforma}
            className="mt-8 inline-flex min-h-11 items-center rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Compare Now
          </Link>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-brand-100 bg-white p-6">
              <h2 className="font-serif text-xl font-semibold text-ink">{point.title}</h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">{point.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 max-w-3xl text-[1.0625rem] text-ink">
          <Content components={mdxComponents} />
        </div>
        <div className="mt-14">
          <CompareCta heading="Start the questionnaire" />
        </div>
        <ArticleListSection id="reading-heading" title="Further reading" articles={reading} authors={authors} />
      </div>
    </>
  );
}

/** /landing-pages: the campaign pages, one card each. */
export function LandingPagesIndexView() {
  const { landingPages } = siteContent();
  const url = `${siteUrl()}${routes.landingPages}`;
  return (
    <>
      <StructuredData nodes={[{ "@type": "CollectionPage", "@id": url, url, name: "Guides by investor", inLanguage: "en-GB" }]} />
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 md:px-6 md:py-20">
          <h1 className="font-serif text-4xl font-semibold md:text-5xl">Where are you in life?</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Different moments bring different questions. Pick the page that sounds most like you, then answer the questionnaire
            to see which wealth managers fit.
          </p>
        </div>
      </section>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2 md:px-6">
        {landingPages.map((page) => (
          <li key={page.slug} className="relative rounded-2xl border border-brand-100 bg-white p-6 shadow-sm hover:border-brand-300">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{page.audience}</p>
            <h2 className="mt-2 font-serif text-2xl font-semibold text-ink">
              <Link href={routes.landingPage(page.slug)} className="after:absolute after:inset-0 after:content-[''] hover:underline">
                {page.title}
              </Link>
            </h2>
            <p className="mt-2 text-muted">{page.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
