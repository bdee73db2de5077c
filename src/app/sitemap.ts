import type { MetadataRoute } from "next";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";

/**
 * The public pages. Features with pages of their own (articles, glossary entries, provider
 * profiles, landing pages) add their entries here as they land.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const pages: { path: string; priority: number; changeFrequency: "weekly" | "monthly" | "yearly" }[] = [
    { path: routes.home, priority: 1, changeFrequency: "weekly" },
    { path: routes.proforma, priority: 0.9, changeFrequency: "monthly" },
    { path: routes.wealthManagers, priority: 0.8, changeFrequency: "weekly" },
    { path: routes.knowledgeCentre, priority: 0.8, changeFrequency: "weekly" },
    { path: routes.glossary, priority: 0.6, changeFrequency: "monthly" },
    { path: routes.aboutUs, priority: 0.6, changeFrequency: "monthly" },
    { path: routes.contactUs, priority: 0.5, changeFrequency: "yearly" },
    { path: routes.affiliatePartnerships, priority: 0.4, changeFrequency: "yearly" },
    ...Object.values(routes.terms).map((path) => ({ path, priority: 0.2, changeFrequency: "yearly" as const })),
  ];
  return pages.map(({ path, priority, changeFrequency }) => ({ url: `${base}${path === "/" ? "/" : path}`, priority, changeFrequency }));
}
