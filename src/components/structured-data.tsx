import type { Thing } from "schema-dts";
import { siteUrl } from "@/config/env";
import { serialiseJsonLd, structuredDataGraph } from "@/lib/structured-data";

/** One JSON-LD graph per page: the site's organisation, website and service plus `nodes`. */
export function StructuredData({ nodes = [] }: { nodes?: Thing[] }) {
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be raw; serialiseJsonLd escapes "<" so it cannot close the script.
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(structuredDataGraph(siteUrl(), nodes)) }}
    />
  );
}
