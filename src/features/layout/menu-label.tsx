/** What the small-screen Menu button and its scripts-off link show: three bars, and "Menu" from the small breakpoint up. */
export function MenuLabel() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="max-sm:sr-only">Menu</span>
    </>
  );
}
