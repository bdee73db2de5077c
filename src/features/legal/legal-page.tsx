import { PageHero } from "@/components/ui/page-hero";
import { Prose } from "@/components/ui/prose";
import { formatOrdinalDate } from "@/lib/dates";

/** The frame of every /terms page: a dark top band (docs/product.md, "Pages"), the date of the text, then the text. */
export function LegalPage({ title, summary, updated, children }: { title: string; summary: string; updated: string; children: React.ReactNode }) {
  return (
    <>
      <PageHero tone="dark" eyebrow="Legal" title={title}>
        <p>{summary}</p>
        <p className="mt-3 text-sm">
          Last updated <time dateTime={updated}>{formatOrdinalDate(updated)}</time>
        </p>
      </PageHero>
      <Prose>{children}</Prose>
    </>
  );
}

/** A table that scrolls sideways on small screens instead of squeezing its columns. */
export function LegalTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly React.ReactNode[])[] }) {
  return (
    <>
      {/* On a phone each row is a card of its own, every column's heading above its text: the
          table would need sideways scrolling to read a row. From the sm breakpoint, the table. */}
      <ul aria-label={caption} className="mt-4 space-y-3 pl-0! sm:hidden">
        {rows.map((row, index) => (
          <li key={index} className="list-none rounded-xl p-4 ring-1 ring-brand-100">
            <dl className="space-y-2 text-sm">
              {head.map((label, cellIndex) => (
                <div key={label}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
                  <dd className={`ml-0! mt-0.5 ${cellIndex === 0 ? "font-semibold" : ""}`}>{row[cellIndex]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <LegalWideTable caption={caption} head={head} rows={rows} />
    </>
  );
}

function LegalWideTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly React.ReactNode[])[] }) {
  return (
    <div className="mt-4 hidden scroll-edges relative overflow-x-auto rounded-xl ring-1 ring-brand-100 sm:block" role="region" aria-label={caption} tabIndex={0}>
      <table className="mt-0! w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-brand-100 align-top">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-3 py-2 font-semibold">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
