import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { isCapabilityLabel } from "@/features/providers";
import { loadProviders } from "@/features/providers/server";
import { db } from "@/server/db/client";
import { ProviderDirectory } from "@/features/providers/components";
import { directoryNode } from "@/features/providers/structured-data";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Wealth managers",
  description: "The wealth managers, private banks, advisers and services in our directory, with what each offers and who it serves.",
  path: routes.wealthManagers,
});

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { label } = await searchParams;
  const chosen = isCapabilityLabel(label) ? label : null;
  const providers = await loadProviders(await db());
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <StructuredData nodes={[directoryNode(providers, siteUrl())]} />
      <h1 className="font-serif text-4xl font-semibold text-ink">Wealth managers</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        The wealth managers, private banks, financial advisers and investing services in our directory. Filter by what you need, then
        open a profile to see who each firm serves.
      </p>
      <div className="mt-8">
        <ProviderDirectory providers={providers} label={chosen} />
      </div>
    </section>
  );
}
