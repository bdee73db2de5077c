import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { ArticleView } from "@/features/content/article-view";
import { articleSlugs, findArticle } from "@/features/content/views";
import { routes } from "@/config/routes";

export const dynamicParams = false;
export const generateStaticParams = articleSlugs;

export async function generateMetadata({ params }: PageProps<"/knowledge-centre/[slug]">): Promise<Metadata> {
  const article = findArticle((await params).slug);
  if (!article) return {};
  const base = pageMetadata({ title: article.title, description: article.description, path: routes.article(article.slug), type: "article" });
  return { ...base, openGraph: { ...base.openGraph, type: "article", publishedTime: article.published, modifiedTime: article.reviewed } };
}

export default async function Page({ params }: PageProps<"/knowledge-centre/[slug]">) {
  return <ArticleView slug={(await params).slug} />;
}
