import { siteUrl } from "@/config/env";
import { siteContent } from "@/features/content/content";
import { articlesFeed } from "@/features/content/rss";

export const dynamic = "force-static";

export function GET() {
  const { articles, authors } = siteContent();
  const xml = articlesFeed(siteUrl(), articles, (slug) => authors.find((a) => a.slug === slug)?.name ?? slug);
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
