import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { feedPath, KnowledgeCentreView } from "@/features/content/knowledge-centre-view";
import { routes } from "@/config/routes";

const base = pageMetadata({
  title: "Knowledge centre",
  description: "Plain-English guides for UK private investors on wealth managers, fees, pensions, ISAs, inheritance tax and investing from abroad.",
  path: routes.knowledgeCentre,
});
export const metadata: Metadata = { ...base, alternates: { ...base.alternates, types: { "application/rss+xml": feedPath } } };

export default function Page() {
  return <KnowledgeCentreView />;
}
