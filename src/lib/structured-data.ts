import type { Graph, Thing, WithContext } from "schema-dts";
import { site } from "@/config/site";

/**
 * docs/product.md, "Pages": every page emits one graph with the organisation, the website and
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
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.phone.tel,
        email: site.email,
        areaServed: "GB",
        availableLanguage: "en-GB",
        url: `${baseUrl}/contact-us`,
      },
      foundingDate: site.foundingDate,
      founder: site.founders.map((founder) => ({ "@type": "Person", name: founder.name, jobTitle: founder.jobTitle })),
      ...(site.awards.length > 0 ? { award: [...site.awards] } : {}),
      // The regulator reference: the firm's entry on the FCA register.
      identifier: { "@type": "PropertyValue", propertyID: "FCA firm reference number", value: site.regulator.firmReference },
      hasCredential: {
        "@type": "EducationalOccupationalCredential",
        credentialCategory: "Regulatory authorisation",
        name: `Authorised by the ${site.regulator.name}`,
        recognizedBy: { "@type": "GovernmentOrganization", name: site.regulator.name, url: site.regulator.url },
        url: site.regulator.registerUrl,
      },
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
      description:
        "We match private investors with about three wealth managers, private banks or financial advisers that fit their money, goals and residence. Introductions are free to investors.",
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

/** A page's own node, tied to the site's website and organisation. */
export function webPageNode(
  baseUrl: string,
  page: { path: string; name: string; description?: string; type?: "WebPage" | "AboutPage" | "ContactPage" },
): Thing {
  const url = `${baseUrl}${page.path === "/" ? "/" : page.path}`;
  return {
    "@type": page.type ?? "WebPage",
    "@id": `${url}#page`,
    url,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: "en-GB",
    isPartOf: { "@id": siteIds(baseUrl).website },
    publisher: { "@id": siteIds(baseUrl).organisation },
  } as Thing;
}
