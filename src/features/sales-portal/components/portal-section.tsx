import type { ReactNode } from "react";

/** A titled section of a sales portal page, labelled by its heading (`{id}-heading`). */
export function PortalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
