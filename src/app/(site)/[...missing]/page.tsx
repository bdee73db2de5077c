import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { metadata as notFoundMetadata } from "../not-found";

/**
 * Any address no other page answers. Its not-found page is this group's (./not-found.tsx), drawn
 * with the stylesheet; Next.js's own page for unmatched addresses sits outside the group and would
 * be drawn without it.
 *
 * The not-found page's title is set here too: Next.js gives the document the metadata of the page
 * that called notFound(), not the not-found file's, so without it the 404 carried the home page's title.
 */
export const metadata: Metadata = notFoundMetadata;

export default function MissingPage(): never {
  notFound();
}
