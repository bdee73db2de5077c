import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { StructuredData } from "@/components/structured-data";
import { QuestionnaireNeedsScripts } from "@/features/questionnaire/components/needs-scripts";
import { StartPage } from "@/features/questionnaire/components/start-page";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Compare wealth managers",
  description: "Answer a few short questions and get matched with about three wealth managers, private banks or financial advisers.",
  path: routes.proforma,
});

export default function Page() {
  return (
    <>
      <StructuredData nodes={[{ "@type": "WebPage", name: "Compare wealth managers" }]} />
      <QuestionnaireNeedsScripts />
      <StartPage />
    </>
  );
}
