import type { FinancialService, ItemList } from "schema-dts";
import { routes } from "@/config/routes";
import { siteIds } from "@/lib/structured-data";
import { fcaRegisterUrl, firmMinimumText } from "./index";
import type { Provider } from "./types";

/** What the profile shows of the firm's reviews, for its markup (docs/reviews.md, "Structured data"). */
export interface ReviewsForMarkup {
  summary: { count: number; average: number | null };
  newest: readonly { rating: number; body: string; authorName: string; createdAt: Date }[];
}

/**
 * A provider's profile as a schema.org FinancialService, listed by our organisation. The reviews
 * shown on the page, and their count and average, are marked up on the firm's node: they are
 * reviews of another business collected by us, not of ourselves, and only those the page shows.
 */
export function providerNode(provider: Provider, baseUrl: string, reviews?: ReviewsForMarkup): FinancialService {
  const url = `${baseUrl}${routes.wealthManager(provider.id)}`;
  const rated = reviews && reviews.summary.count > 0 && reviews.summary.average !== null;
  return {
    "@type": "FinancialService",
    "@id": `${url}#provider`,
    name: provider.name,
    alternateName: provider.nameForSL === provider.name ? undefined : provider.nameForSL,
    description: [provider.blurb1, provider.blurb2].join(" "),
    url,
    image: `${baseUrl}${provider.coverImage.src}`,
    logo: `${baseUrl}${provider.image.src}`,
    sameAs: provider.webAddress ? [provider.webAddress] : undefined,
    identifier: provider.fcaFrn ? { "@type": "PropertyValue", propertyID: "FCA FRN", value: provider.fcaFrn } : undefined,
    subjectOf: { "@type": "WebPage", url: fcaRegisterUrl(provider), name: "Financial Conduct Authority register" },
    additionalProperty: [{ "@type": "PropertyValue", name: "Minimum investment", value: firmMinimumText(provider) }],
    isPartOf: { "@id": siteIds(baseUrl).website },
    aggregateRating: rated
      ? { "@type": "AggregateRating", ratingValue: reviews.summary.average!, reviewCount: reviews.summary.count, bestRating: 5, worstRating: 1 }
      : undefined,
    review: rated
      ? reviews.newest.map((r) => ({
          "@type": "Review",
          author: { "@type": "Person", name: r.authorName },
          datePublished: r.createdAt.toISOString().slice(0, 10),
          reviewBody: r.body,
          reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          publisher: { "@id": siteIds(baseUrl).organisation },
        }))
      : undefined,
  } as FinancialService;
}

/** The directory as an ItemList of profile pages. */
export function directoryNode(providers: readonly Provider[], baseUrl: string): ItemList {
  return {
    "@type": "ItemList",
    name: "Wealth managers, private banks and advisers",
    itemListElement: providers.map((provider, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${baseUrl}${routes.wealthManager(provider.id)}`,
      name: provider.name,
    })),
  };
}
