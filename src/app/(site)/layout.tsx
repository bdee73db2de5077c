import "../globals.css";

/**
 * Every page of the site sits in this route group so that the stylesheet belongs to it rather
 * than to the root layout. Next.js writes an inlined stylesheet once into the page and once more
 * into the page's data for each segment that imports it, and the root layout's stylesheet a third
 * time for the error page that replaces the root layout; imported here, the stylesheet is written
 * twice, and every page is about 10 KB (compressed) lighter (docs/architecture.md, "Serving and speed").
 * The group adds nothing to the addresses. The root layout draws the header and footer; they are
 * styled by this stylesheet, which every page under it carries.
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return children;
}
