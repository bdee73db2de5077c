import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { site } from "@/config/site";
import { HomeCompareCta } from "@/features/experiments/home-compare-cta";
import { HomePage } from "@/features/home/home-page";
import { listProviders } from "@/features/providers";
import { routes } from "@/config/routes";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

export const metadata = pageMetadata({ title: `${site.name}: ${site.tagline}`, description: site.description, path: routes.home });

/** "Who the providers are", from the provider directory. */
const providers = listProviders().map((provider) => ({
  id: provider.id,
  name: provider.name,
  kind: provider.kind.charAt(0).toUpperCase() + provider.kind.slice(1),
  href: routes.wealthManager(provider.id),
  matchable: provider.matchable,
}));

// The hero's call to action is the A/B experiment's (its wording varies by visitor).
const HERO_CTA_CLASS = "inline-flex h-12 items-center rounded-full bg-white px-7 text-base font-semibold text-brand-900 shadow-sm hover:bg-brand-100";

export default function Page() {
  const base = siteUrl();
  return (
    <>
      <StructuredData nodes={[webPageNode(base, { path: routes.home, name: site.tagline, description: site.description })]} />
      <HomePage providers={providers} primaryCta={<HomeCompareCta className={HERO_CTA_CLASS} />} />
    </>
  );
}
