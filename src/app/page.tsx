import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { site } from "@/config/site";
import { HomePage } from "@/features/home/home-page";
import { listProviders } from "@/features/providers";
import { routes } from "@/config/routes";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

export const metadata = pageMetadata({ title: `${site.name}: ${site.tagline}`, description: site.description, path: "/" });

/** "Who the providers are", from the provider directory. */
const providers = listProviders().map((provider) => ({
  id: provider.id,
  name: provider.name,
  kind: provider.kind.charAt(0).toUpperCase() + provider.kind.slice(1),
  href: routes.wealthManager(provider.id),
}));

export default function Page() {
  const base = siteUrl();
  return (
    <>
      <StructuredData nodes={[webPageNode(base, { path: "/", name: site.tagline, description: site.description })]} />
      <HomePage providers={providers} />
    </>
  );
}
