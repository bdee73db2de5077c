import type { Metadata } from "next";
import { ArticleView } from "@/features/content/article-view";
import { articleSlugs, findArticle } from "@/features/content/views";

export const dynamicParams = false;
export const generateStaticParams = articleSlugs;

export async function generateMetadata({ params }: PageProps<"/knowledge-centre/[slug]">): Promise<Metadata> {
  const article = findArticle((await params).slug);
  if (!article) return {};
  return {
    title: article.title,
    description: article.description,
    openGraph: { type: "article", title: article.title, description: article.description, publishedTime: article.published, modifiedTime: article.updated },
  };
}

export default async function Page({ params }: PageProps<"/knowledge-centre/[slug]">) {
  return <ArticleView slug={(await params).slug} />;
}
