import type { MetadataRoute } from "next";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { siteContent } from "@/features/content/content";
import { listProviders } from "@/features/providers";

/** The public pages: the site's own, then every article, author, landing page and provider profile. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const pages: { path: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" }[] = [
    { path: routes.home, priority: 1, changeFrequency: "weekly" },
    { path: routes.proforma, priority: 0.9, changeFrequency: "monthly" },
    { path: routes.wealthManagers, priority: 0.8, changeFrequency: "weekly" },
    { path: routes.knowledgeCentre, priority: 0.8, changeFrequency: "weekly" },
    { path: routes.glossary, priority: 0.6, changeFrequency: "monthly" },
    { path: routes.aboutUs, priority: 0.6, changeFrequency: "monthly" },
    { path: routes.howReviewsWork, priority: 0.4, changeFrequency: "yearly" },
    { path: routes.responseFiguresMethod, priority: 0.4, changeFrequency: "yearly" },
    { path: routes.contactUs, priority: 0.5, changeFrequency: "yearly" },
    { path: routes.affiliatePartnerships, priority: 0.4, changeFrequency: "yearly" },
    ...Object.values(routes.terms).map((path) => ({ path, priority: 0.2, changeFrequency: "yearly" as const })),
  ];
  const content = siteContent();
  const entries: MetadataRoute.Sitemap = pages.map(({ path, priority, changeFrequency }) => ({ url: `${base}${path}`, priority, changeFrequency }));
  for (const article of content.articles) {
    entries.push({ url: `${base}${routes.article(article.slug)}`, lastModified: article.reviewed, priority: 0.7, changeFrequency: "monthly" });
  }
  for (const author of content.authors) entries.push({ url: `${base}${routes.author(author.slug)}`, priority: 0.4, changeFrequency: "monthly" });
  entries.push({ url: `${base}${routes.landingPages}`, priority: 0.6, changeFrequency: "monthly" });
  for (const page of content.landingPages) entries.push({ url: `${base}${routes.landingPage(page.slug)}`, priority: 0.6, changeFrequency: "monthly" });
  for (const provider of listProviders()) entries.push({ url: `${base}${routes.wealthManager(provider.id)}`, priority: 0.6, changeFrequency: "monthly" });
  return entries;
}
