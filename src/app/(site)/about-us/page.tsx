import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { AboutPage } from "@/features/company/about-page";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "About us";
const description = "Who we are, how we are paid (firms pay us; you pay nothing) and how we choose the wealth managers we match you with.";

export const metadata = pageMetadata({ title, description, path: routes.aboutUs });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.aboutUs, name: title, description, type: "AboutPage" })]} />
      <AboutPage />
    </>
  );
}
