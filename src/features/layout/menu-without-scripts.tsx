/**
 * The phone's Menu with scripts off (docs/shell.md, "Mobile menu with scripts off"). The header's
 * Menu button opens a panel that needs scripts, so under `@media (scripting: none)` globals.css
 * hides that button and shows this link (`data-without-scripts`) in its place, fixed at the top
 * right over the sticky header, jumping to the footer's links. A server component beside the
 * header rather than inside it, so it adds nothing to any page's JavaScript.
 */
export function MenuWithoutScripts() {
  return (
    <span data-without-scripts>
      <a
        href="#footer-find-out-more"
        className="fixed right-4 top-3 z-50 inline-flex md:hidden h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-3 text-sm font-semibold text-brand-900"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="max-sm:sr-only">Menu</span>
      </a>
    </span>
  );
}
