import { notFound } from "next/navigation";

/**
 * Any address no other page answers. Its not-found page is this group's (./not-found.tsx), drawn
 * with the stylesheet; Next.js's own page for unmatched addresses sits outside the group and would
 * be drawn without it.
 */
export default function MissingPage(): never {
  notFound();
}
