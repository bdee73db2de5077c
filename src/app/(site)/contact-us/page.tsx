import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { ContactPage } from "@/features/enquiries/contact-page";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "Contact us";
const description = "Send us a message or call us about your matches, a firm on our panel or your data.";

export const metadata = pageMetadata({ title, description, path: routes.contactUs });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.contactUs, name: title, description, type: "ContactPage" })]} />
      <ContactPage />
    </>
  );
}
