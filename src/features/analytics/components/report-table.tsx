import type { ReportTable } from "../tables";

/** One analytics table with its caption and its CSV download (the same cells). */
export function ReportTableView({ table, csvHref, note }: { table: ReportTable; csvHref: string; note?: string }) {
  const noteId = `${table.id}-note`;
  return (
    <div className="mt-4">
      <div className="relative overflow-x-auto rounded-xl border border-brand-100">
        <table className="w-full min-w-[36rem] text-left text-sm" aria-describedby={note ? noteId : undefined} data-table={table.id}>
          <caption className="px-4 py-2 text-left font-semibold text-ink">{table.caption}</caption>
          <thead className="bg-brand-50">
            <tr>
              {table.columns.map((column, index) => (
                <th key={column} scope="col" className={`px-4 py-2 ${table.numeric.includes(index) ? "text-right" : ""}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 && (
              <tr className="border-t border-brand-100">
                <td colSpan={table.columns.length} className="px-4 py-3 text-muted">
                  Nothing recorded in this period.
                </td>
              </tr>
            )}
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-brand-100">
                {row.map((cell, index) =>
                  index === 0 ? (
                    // Long tags and paths wrap rather than pushing the figures out of sight; a column is
                    // never narrower than a long word ("Questionnaire"), which stays whole.
                    <th key={index} scope="row" className="min-w-[9.5rem] max-w-[18rem] px-4 py-2 font-medium wrap-anywhere">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={`px-4 py-2 ${table.numeric.includes(index) ? "text-right tabular-nums whitespace-nowrap" : "min-w-[9.5rem] max-w-[18rem] wrap-anywhere"}`}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4 text-sm">
        {note ? (
          <p id={noteId} className="max-w-3xl text-muted">
            {note}
          </p>
        ) : (
          <span />
        )}
        <a href={csvHref} download className="font-semibold text-brand-700 underline" aria-label={`Download CSV: ${table.caption}`}>
          Download CSV
        </a>
      </div>
    </div>
  );
}
