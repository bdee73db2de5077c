import type { Metadata } from "next";
import { AuthorView } from "@/features/content/author-view";
import { authorSlugs, findAuthor } from "@/features/content/views";

export const dynamicParams = false;
export const generateStaticParams = authorSlugs;

export async function generateMetadata({ params }: PageProps<"/author/[slug]">): Promise<Metadata> {
  const author = findAuthor((await params).slug);
  if (!author) return {};
  return { title: `${author.name}, ${author.role}`, description: author.summary };
}

export default async function Page({ params }: PageProps<"/author/[slug]">) {
  return <AuthorView slug={(await params).slug} />;
}
