import { routes } from "@/config/routes";
import { site } from "@/config/site";
import type { Article } from "./content";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The knowledge centre's articles as an RSS 2.0 feed, newest first. */
export function articlesFeed(baseUrl: string, articles: Article[], authorName: (slug: string) => string): string {
  const items = articles
    .map((article) => {
      const url = `${baseUrl}${routes.article(article.slug)}`;
      return [
        "    <item>",
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(article.description)}</description>`,
        `      <category>${escapeXml(article.category)}</category>`,
        `      <dc:creator>${escapeXml(authorName(article.author))}</dc:creator>`,
        `      <pubDate>${new Date(`${article.published}T09:00:00Z`).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const latest = articles[0] ? new Date(`${articles[0].updated ?? articles[0].published}T09:00:00Z`).toUTCString() : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${site.name} knowledge centre`)}</title>
    <link>${escapeXml(`${baseUrl}${routes.knowledgeCentre}`)}</link>
    <atom:link href="${escapeXml(`${baseUrl}${routes.knowledgeCentre}/feed.xml`)}" rel="self" type="application/rss+xml" />
    <description>Plain-English guides for UK private investors: wealth managers, fees, pensions, tax and more.</description>
    <language>en-GB</language>
${latest ? `    <lastBuildDate>${latest}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
