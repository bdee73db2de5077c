import type { MDXComponents } from "mdx/types";

/**
 * How MDX bodies render: plain elements with the site's type styles, and <Cite id="…" />,
 * the citation mark, as a numbered link to its entry in the references list.
 */
export function Cite({ id, n, occurrence }: { id: string; n?: string; occurrence?: string }) {
  return (
    <sup className="ml-0.5 text-xs">
      <a
        href={`#ref-${id}`}
        id={`cite-${id}-${occurrence ?? "1"}`}
        aria-label={`Reference ${n}`}
        className="rounded-sm px-0.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900"
      >
        [{n}]
      </a>
    </sup>
  );
}

export const mdxComponents: MDXComponents = {
  Cite,
  h2: (props) => <h2 className="mt-12 scroll-mt-28 font-serif text-2xl font-semibold text-ink md:text-3xl" {...props} />,
  h3: (props) => <h3 className="mt-8 scroll-mt-28 font-serif text-xl font-semibold text-ink" {...props} />,
  p: (props) => <p className="mt-5 leading-relaxed" {...props} />,
  ul: (props) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand-600" {...props} />,
  ol: (props) => <ol className="mt-5 list-decimal space-y-2 pl-6 marker:text-brand-700" {...props} />,
  li: (props) => <li className="leading-relaxed" {...props} />,
  a: (props) => <a className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900" {...props} />,
  strong: (props) => <strong className="font-semibold text-ink" {...props} />,
  blockquote: (props) => <blockquote className="mt-6 border-l-4 border-gold bg-sand px-5 py-3 text-ink" {...props} />,
  table: (props) => (
    // Focusable so a keyboard user can scroll a table wider than a small screen; shadows at its edges show there is more.
    <div className="mt-6 scroll-edges relative overflow-x-auto" role="region" aria-label="Table" tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: (props) => <th className="border-b-2 border-brand-200 px-3 py-2 font-semibold text-ink" {...props} />,
  td: (props) => <td className="border-b border-brand-100 px-3 py-2 align-top" {...props} />,
};
