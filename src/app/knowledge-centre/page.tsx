import type { Metadata } from "next";
import { feedPath, KnowledgeCentreView } from "@/features/content/knowledge-centre-view";

export const metadata: Metadata = {
  title: "Knowledge centre",
  description: "Plain-English guides for UK private investors on wealth managers, fees, pensions, ISAs, inheritance tax and investing from abroad.",
  alternates: { types: { "application/rss+xml": feedPath } },
};

export default function Page() {
  return <KnowledgeCentreView />;
}
