import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { AffiliatePage } from "@/features/company/affiliate-page";
import { PartnerEnquiryForm } from "@/features/enquiries/partner-enquiry-form";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "Affiliate partnerships";
const description = "Partner with us to help your readers or clients find a wealth manager that fits them. Send us an enquiry.";

export const metadata = pageMetadata({ title, description, path: routes.affiliatePartnerships });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.affiliatePartnerships, name: title, description })]} />
      <AffiliatePage enquiryForm={<PartnerEnquiryForm />} />
    </>
  );
}
