/**
 * The top band of a page. "dark" continues a dark header into the page (docs/product.md, "Pages", lists which
 * routes have one); "light" sits under a light header.
 */
export function PageHero({
  eyebrow,
  title,
  children,
  tone = "light",
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  tone?: "light" | "dark";
  /** Line up with a wide page body (max-w-6xl) rather than a column of text (max-w-3xl). */
  wide?: boolean;
}) {
  const dark = tone === "dark";
  return (
    <div className={dark ? "bg-brand-950 text-white" : "bg-sand text-ink"}>
      <div className={`mx-auto ${wide ? "max-w-6xl" : "max-w-3xl"} px-4 pb-12 pt-10 md:pb-16 md:pt-14`}>
        {eyebrow && <p className={`text-sm font-semibold uppercase tracking-wide ${dark ? "text-brand-200" : "text-brand-700"}`}>{eyebrow}</p>}
        <h1 className="mt-2 font-serif text-4xl font-semibold leading-tight md:text-5xl">{title}</h1>
        {children && <div className={`mt-4 max-w-2xl text-lg ${dark ? "text-brand-100" : "text-muted"}`}>{children}</div>}
      </div>
    </div>
  );
}
