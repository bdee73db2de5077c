import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { AuthorView } from "@/features/content/author-view";
import { authorSlugs, findAuthor } from "@/features/content/views";
import { routes } from "@/config/routes";

export const dynamicParams = false;
export const generateStaticParams = authorSlugs;

export async function generateMetadata({ params }: PageProps<"/author/[slug]">): Promise<Metadata> {
  const author = findAuthor((await params).slug);
  if (!author) return {};
  return pageMetadata({ title: `${author.name}, ${author.role}`, description: author.summary, path: routes.author(author.slug) });
}

export default async function Page({ params }: PageProps<"/author/[slug]">) {
  return <AuthorView slug={(await params).slug} />;
}
