import { StructuredData } from "@/components/structured-data";
import { serverEnv, siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { HowReviewsWork } from "@/features/reviews/components/method-pages";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "How we collect and check reviews";
const description = "Only investors we introduced who met the firm can review it, once per introduction. We publish every review, whatever its rating, unless it breaks our rules.";

export const metadata = pageMetadata({ title, description, path: routes.howReviewsWork });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.howReviewsWork, name: title, description })]} />
      <HowReviewsWork followUpDays={Math.max(1, Math.round(serverEnv().OUTCOME_FOLLOW_UP_HOURS / 24))} />
    </>
  );
}
