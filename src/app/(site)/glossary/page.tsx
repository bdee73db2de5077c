import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { GlossaryView } from "@/features/content/glossary-view";
import { routes } from "@/config/routes";

export const metadata: Metadata = pageMetadata({
  title: "Glossary",
  description: "Wealth management, pension and tax terms explained in plain English, from annual allowance to yield.",
  path: routes.glossary,
});

export default function Page() {
  return <GlossaryView />;
}
