import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { AcceptableUsePolicy } from "@/features/legal/acceptable-use-policy";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "Acceptable use policy";
const description = "What you may and may not do when you use this site.";

export const metadata = pageMetadata({ title, description, path: routes.terms.acceptableUsePolicy });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.terms.acceptableUsePolicy, name: title, description })]} />
      <AcceptableUsePolicy />
    </>
  );
}
