/**
 * The phone's Menu with scripts off (docs/shell.md): the button opens a panel that needs scripts,
 * so this link, shown only under `@media (scripting: none)` (`data-without-scripts`, globals.css),
 * jumps to the footer's links instead. A server component passed into the header, so it adds
 * nothing to the page's JavaScript; its colours follow the header's text, light or dark.
 */
export function MenuWithoutScripts() {
  return (
    <span data-without-scripts>
      <a href="#footer-find-out-more" className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-current/40 px-3 text-sm font-semibold">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="max-sm:sr-only">Menu</span>
      </a>
    </span>
  );
}
