/**
 * "Skip to main content": the first Tab stop of every page. The root layout draws it before the
 * consent banner and the header, so that a new visitor's first press of Tab reaches it rather than
 * the banner's buttons. Shown only while focused, above the sticky header.
 */
export function SkipLink() {
  return (
    <a href="#main" className="sr-only rounded bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50">
      Skip to main content
    </a>
  );
}
