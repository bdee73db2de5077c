import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { site } from "@/config/site";
import { HomePage } from "@/features/home/home-page";
import { provisionalProviders } from "@/features/home/provisional-providers";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

export const metadata = pageMetadata({ title: `${site.name}: ${site.tagline}`, description: site.description, path: "/" });

export default function Page() {
  const base = siteUrl();
  return (
    <>
      <StructuredData nodes={[webPageNode(base, { path: "/", name: site.tagline, description: site.description })]} />
      <HomePage providers={provisionalProviders} />
    </>
  );
}
