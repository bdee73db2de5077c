import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { CookiePolicy } from "@/features/legal/cookie-policy";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "Cookie policy";
const description = "Every cookie and item of browser storage this site sets, grouped by purpose, with how long each lasts.";

export const metadata = pageMetadata({ title, description, path: routes.terms.cookiePolicy });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.terms.cookiePolicy, name: title, description })]} />
      <CookiePolicy />
    </>
  );
}
