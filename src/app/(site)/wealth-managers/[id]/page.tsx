import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { notFound, permanentRedirect } from "next/navigation";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { isProviderId } from "@/features/providers";
import { ProviderProfile } from "@/features/providers/components";
import { loadProvider } from "@/features/providers/server";
import { providerNode } from "@/features/providers/structured-data";
import { db } from "@/server/db/client";
import { ProfileReviews } from "@/features/reviews/components/profile-reviews";
import { ResponseFiguresPanel } from "@/features/reviews/components/response-figures-panel";
import { firmResponseFigures, firmReviews } from "@/features/reviews/server";
import { routes } from "@/config/routes";

// The facts live in the database and an admin's save publishes at once (docs/product.md, "Provider facts"), so the
// profile is rendered per request rather than at build time.
export const dynamic = "force-dynamic";

async function find(id: string) {
  return isProviderId(id) ? loadProvider(await db(), id) : null;
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const provider = await find((await params).id);
  return provider ? pageMetadata({ title: provider.name, description: provider.blurb1, path: routes.wealthManager(provider.id) }) : {};
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // An address typed or linked in other letter case ("/wealth-managers/JHP") leads to the profile.
  if (!isProviderId(id) && isProviderId(id.toLowerCase())) permanentRedirect(routes.wealthManager(id.toLowerCase()));
  const provider = await find(id);
  if (!provider) notFound();
  const database = await db();
  const [reviews, figures] = await Promise.all([firmReviews(database, provider.id), firmResponseFigures(database, provider.id)]);
  // A directory-only firm is never matched, so never introduced: it has no answers to time and no
  // introduced investor to review it, and the sections about those would not apply.
  const introduced = provider.matchable;
  return (
    <>
      <StructuredData nodes={[providerNode(provider, siteUrl(), reviews)]} />
      <ProviderProfile provider={provider} aside={introduced ? <ResponseFiguresPanel firmName={provider.nameForSL} figures={figures} /> : undefined}>
        {introduced ? <ProfileReviews firmName={provider.nameForSL} summary={reviews.summary} newest={reviews.newest} /> : null}
      </ProviderProfile>
    </>
  );
}
