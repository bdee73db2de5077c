import Link from "next/link";
import { routes } from "@/config/routes";
import { durationInWords, RESPONSE_WORKING_DAYS, shareInWords, type ResponseFigures } from "../response-figures";

/** Staff: every firm's response figures as its profile shows them, with what they rest on even when hidden. */
export function StaffResponseFigures({ firms }: { firms: { providerId: string; firmName: string; figures: ResponseFigures }[] }) {
  return (
    <section aria-labelledby="published-figures-heading">
      <h2 id="published-figures-heading" className="font-serif text-2xl">Response figures as published</h2>
      <p className="mt-1 text-sm text-muted">
        The last 12 months of introductions sent to each firm, as its profile shows them; hidden there below 5. An introduction still
        inside its {RESPONSE_WORKING_DAYS} working days and not yet answered is not counted until it is answered or its time is up, nor is
        one the investor withdrew before its answer was due.{" "}
        <Link href={routes.responseFiguresMethod} className="text-brand-700 underline">The method</Link>
      </p>
      <div className="mt-4 relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-brand-50">
            <tr>
              <th scope="col" className="px-4 py-2">Firm</th>
              <th scope="col" className="px-4 py-2">Answered within {RESPONSE_WORKING_DAYS} working days</th>
              <th scope="col" className="px-4 py-2">Median time to answer</th>
              <th scope="col" className="px-4 py-2">Expired unanswered</th>
              <th scope="col" className="px-4 py-2">Introductions counted</th>
            </tr>
          </thead>
          <tbody>
            {firms.map(({ providerId, firmName, figures }) => (
              <tr key={providerId} className="border-t border-brand-100">
                <th scope="row" className="px-4 py-2 font-medium">{firmName}</th>
                {figures.shown ? (
                  <>
                    <td className="px-4 py-2">{shareInWords(figures)}</td>
                    <td className="px-4 py-2">{durationInWords(figures.medianHours)}</td>
                    <td className="px-4 py-2">{figures.expiredUnanswered}</td>
                  </>
                ) : (
                  <td colSpan={3} className="px-4 py-2 text-muted">Hidden on the profile: fewer than {figures.minimum}</td>
                )}
                <td className="px-4 py-2">{figures.counted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
