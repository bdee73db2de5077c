import { describe, expect, it } from "vitest";
import { serialiseJsonLd, siteIds, structuredDataGraph } from "./structured-data";

type Node = Record<string, unknown>;

describe("structured data graph", () => {
  const base = "https://example.co.uk";
  const graph = structuredDataGraph(base, [{ "@type": "AboutPage", "@id": `${base}/about-us#page`, name: "About us" }]) as unknown as { "@graph": Node[] };
  const byType = (type: string) => graph["@graph"].find((node) => node["@type"] === type);

  it("holds the organisation, website and matching service, then the page's own nodes", () => {
    expect(graph["@graph"].map((node) => node["@type"])).toEqual(["FinancialService", "WebSite", "Service", "AboutPage"]);
    expect(byType("Service")).toMatchObject({ name: "Wealth Manager Matching Service", serviceType: "Advisory referral", provider: { "@id": siteIds(base).organisation } });
  });

  it("names founders, contact details and the regulator reference of the organisation", () => {
    const organisation = byType("FinancialService")!;
    expect(organisation.founder).toEqual(expect.arrayContaining([expect.objectContaining({ "@type": "Person", name: expect.any(String) })]));
    expect(organisation.contactPoint).toMatchObject({ "@type": "ContactPoint", telephone: expect.stringMatching(/^\+44/) });
    expect(organisation.identifier).toMatchObject({ propertyID: "FCA firm reference number", value: expect.stringMatching(/^\d{6,7}$/) });
    expect(organisation.hasCredential).toMatchObject({ recognizedBy: { name: "Financial Conduct Authority" } });
    // No award is claimed until the operator has one to show.
    expect(organisation).not.toHaveProperty("award");
  });

  it("serialises safely inside a script element", () => {
    expect(serialiseJsonLd(structuredDataGraph(base, [{ "@type": "WebPage", name: "</script><script>alert(1)</script>" }]))).not.toContain("</script>");
  });
});
