import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CAPABILITY_TITLES, getProvider, type CapabilityLabel, type Provider } from "@/features/providers";
import { ComparisonTable } from "./comparison-table";

const firm = (id: string, verifiedAt: Provider["verifiedAt"]): Provider => ({ ...getProvider(id)!, verifiedAt });
/** The row of one service, as text: its title, then each firm's cell. */
const row = (html: string, title: string) => {
  const start = html.indexOf(`>${title}</th>`);
  return html.slice(start, html.indexOf("</tr>", start)).replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");
};

describe("the comparison of matches", () => {
  const saltus = getProvider("saltus")!;
  const compared: CapabilityLabel[] = ["im", "fp", "pb", "offshore", "us", "eu"];
  const missing = CAPABILITY_TITLES[compared.find((label) => !saltus.labels.includes(label))!];
  const offered = CAPABILITY_TITLES[compared.find((label) => saltus.labels.includes(label))!];

  it("never states an unverified service as the firm's No, and marks an unverified Yes", () => {
    const html = renderToStaticMarkup(<ComparisonTable providers={[firm("saltus", {})]} />);
    expect(row(html, missing)).toContain("Not known: ask the firm");
    expect(row(html, missing)).not.toMatch(/\|No\|/);
    expect(row(html, offered)).toContain("not yet verified");
  });

  it("says Yes and No plainly once the firm's services are verified", () => {
    const html = renderToStaticMarkup(<ComparisonTable providers={[firm("saltus", { labels: "2026-11-01T00:00:00.000Z" })]} />);
    expect(row(html, missing)).toMatch(/\|No\|/);
    expect(row(html, offered)).not.toContain("not yet verified");
  });
});
