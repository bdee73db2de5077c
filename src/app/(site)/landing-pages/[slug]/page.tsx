import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { LandingPageView } from "@/features/content/landing-page-view";
import { findLandingPage, landingPageSlugs } from "@/features/content/views";
import { routes } from "@/config/routes";

export const dynamicParams = false;
export const generateStaticParams = landingPageSlugs;

export async function generateMetadata({ params }: PageProps<"/landing-pages/[slug]">): Promise<Metadata> {
  const page = findLandingPage((await params).slug);
  if (!page) return {};
  return pageMetadata({ title: page.title, description: page.description, path: routes.landingPage(page.slug) });
}

export default async function Page({ params }: PageProps<"/landing-pages/[slug]">) {
  return <LandingPageView slug={(await params).slug} />;
}
