import type { Metadata } from "next";
import { site } from "@/config/site";

/**
 * Title, description, canonical URL and Open Graph for one page. URLs are relative: the root
 * layout sets `metadataBase` from SITE_URL, so Next.js makes them absolute.
 */
export interface PageMetadataInput {
  /** The page's own title; the layout's template adds " | Wealth Match". */
  title: string;
  description: string;
  /** The page's path, e.g. "/about-us". */
  path: string;
  /** Open Graph type: "website" for ordinary pages, "article" for articles. */
  type?: "website" | "article";
  /** Keep the page out of search results (e.g. the sales portal). */
  noIndex?: boolean;
}

export function pageMetadata({ title, description, path, type = "website", noIndex = false }: PageMetadataInput): Metadata {
  const fullTitle = path === "/" ? title : `${title} | ${site.name}`;
  return {
    title: path === "/" ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title: fullTitle, description, url: path, siteName: site.name, locale: "en_GB", type },
    twitter: { card: "summary", title: fullTitle, description },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}
