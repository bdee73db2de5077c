import { StructuredData } from "@/components/structured-data";
import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import { ResponseFiguresMethod } from "@/features/reviews/components/method-pages";
import { pageMetadata } from "@/lib/metadata";
import { webPageNode } from "@/lib/structured-data";

const title = "How quickly firms answer: our method";
const description = "How we work out each firm's share of introductions answered within 2 working days, its median time to answer and its expired introductions.";

export const metadata = pageMetadata({ title, description, path: routes.responseFiguresMethod });

export default function Page() {
  return (
    <>
      <StructuredData nodes={[webPageNode(siteUrl(), { path: routes.responseFiguresMethod, name: title, description })]} />
      <ResponseFiguresMethod />
    </>
  );
}
