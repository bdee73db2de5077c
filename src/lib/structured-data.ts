import type { Graph, Thing, WithContext } from "schema-dts";
import { site } from "@/config/site";

/**
 * SPEC §3 "Structured data": every page emits one graph with the organisation, the website and
 * the matching service, merged with the page's own nodes. Page nodes point at these by @id.
 */
export function siteIds(baseUrl: string) {
  return {
    organisation: `${baseUrl}/#organisation`,
    website: `${baseUrl}/#website`,
    service: `${baseUrl}/#matching-service`,
  };
}

export function siteNodes(baseUrl: string): Thing[] {
  const ids = siteIds(baseUrl);
  return [
    {
      "@type": "FinancialService",
      "@id": ids.organisation,
      name: site.name,
      legalName: site.legalName,
      url: `${baseUrl}/`,
      description: site.description,
      telephone: site.phone.tel,
      email: site.email,
      address: { "@type": "PostalAddress", ...site.address },
      sameAs: [site.social.x, site.social.linkedIn],
    },
    {
      "@type": "WebSite",
      "@id": ids.website,
      url: `${baseUrl}/`,
      name: site.name,
      inLanguage: "en-GB",
      publisher: { "@id": ids.organisation },
    },
    {
      "@type": "Service",
      "@id": ids.service,
      name: "Wealth Manager Matching Service",
      serviceType: "Advisory referral",
      provider: { "@id": ids.organisation },
      areaServed: [
        { "@type": "Country", name: "United Kingdom" },
        { "@type": "Place", name: "Worldwide" },
      ],
    },
  ];
}

/** The site's nodes plus the page's own, as one JSON-LD graph. */
export function structuredDataGraph(baseUrl: string, pageNodes: Thing[] = []): Graph {
  return { "@context": "https://schema.org", "@graph": [...siteNodes(baseUrl), ...pageNodes] } as Graph;
}

/** JSON for a <script type="application/ld+json">, safe to place inside HTML. */
export function serialiseJsonLd(data: Graph | WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
