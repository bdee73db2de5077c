import type { FinancialService, ItemList } from "schema-dts";
import { routes } from "@/config/routes";
import { siteIds } from "@/lib/structured-data";
import { fcaRegisterUrl, firmMinimumText } from "./index";
import type { Provider } from "./types";

/** A provider's profile as a schema.org FinancialService, listed by our organisation. */
export function providerNode(provider: Provider, baseUrl: string): FinancialService {
  const url = `${baseUrl}${routes.wealthManager(provider.id)}`;
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
