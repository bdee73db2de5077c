import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { notFound } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { getProvider, PROVIDER_IDS } from "@/features/providers";
import { ProviderProfile } from "@/features/providers/components";
import { providerNode } from "@/features/providers/structured-data";

export const dynamicParams = false;

export function generateStaticParams() {
  return PROVIDER_IDS.map((id) => ({ id }));
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const provider = getProvider((await params).id);
  return provider ? pageMetadata({ title: provider.name, description: provider.blurb1, path: `/wealth-managers/${provider.id}` }) : {};
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const provider = getProvider((await params).id);
  if (!provider) notFound();
  return (
    <>
      <StructuredData nodes={[providerNode(provider, siteUrl())]} />
      <ProviderProfile provider={provider} />
    </>
  );
}
