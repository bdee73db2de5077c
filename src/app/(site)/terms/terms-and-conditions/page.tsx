import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { TermsAndConditions } from "@/features/legal/terms-and-conditions";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "Terms and conditions";
const description = "The terms that apply when you use our comparison and introduction service.";

export const metadata = pageMetadata({ title, description, path: routes.terms.termsAndConditions });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.terms.termsAndConditions, name: title, description })]} />
      <TermsAndConditions />
    </>
  );
}
