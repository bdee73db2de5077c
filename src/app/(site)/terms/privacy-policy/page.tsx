import { connection } from "next/server";
import { StructuredData } from "@/components/structured-data";
import { serverEnv, siteUrl } from "@/config/env";
import { publicEnv } from "@/config/public-env";
import { routes } from "@/config/routes";
import { PrivacyPolicy, servicesSwitchedOn } from "@/features/legal/privacy-policy";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "Privacy policy";
const description = "The personal data we collect, why, on what lawful basis, how long we keep it, and your rights.";

export const metadata = pageMetadata({ title, description, path: routes.terms.privacyPolicy });

export default async function Page() {
  // Rendered per request so the stated retention is the running server's TRACKING_RETENTION_MONTHS,
  // and whether IP addresses are stored its TRUST_PROXY;
  // the services of other companies named are those this build switched on.
  await connection();
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.terms.privacyPolicy, name: title, description })]} />
      <PrivacyPolicy trackingRetentionMonths={serverEnv().TRACKING_RETENTION_MONTHS} storesIpAddresses={serverEnv().TRUST_PROXY !== false} services={servicesSwitchedOn(publicEnv)} />
    </>
  );
}
