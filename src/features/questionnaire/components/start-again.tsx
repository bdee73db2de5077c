import { useEffect, useRef, useState } from "react";

/** "Start again", with a confirmation step: clearing answers cannot be undone. */
export function StartAgain({ onConfirm, disabled = false }: { onConfirm: () => void; disabled?: boolean }) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    // The safe answer takes focus, so two presses of Enter never clear everything.
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <div data-needs-scripts className="mt-10 border-t border-brand-100 pt-6">
        <button ref={openRef} type="button" disabled={disabled} onClick={() => setAsking(true)} className="min-h-11 text-base font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950 disabled:opacity-60">
          Start again
        </button>
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby="start-again-title" className="mt-10 rounded-xl border-2 border-brand-100 bg-sand p-5">
      <p id="start-again-title" className="font-semibold text-ink">
        Clear all your answers and start again?
      </p>
      <p className="mt-1 text-muted">
        This removes what is saved in this browser: your answers, and the details typed into the profile and contact forms. It cannot be undone. Results you
        have already had stay on the results page until you finish the questions again.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={onConfirm} className="min-h-12 rounded-full bg-red-800 px-6 font-semibold text-white hover:bg-red-900">
          Yes, clear my answers
        </button>
        <button ref={keepRef} type="button" onClick={() => setAsking(false)} className="min-h-12 rounded-full border-2 border-brand-200 px-6 font-semibold text-brand-800">
          No, keep my answers
        </button>
      </div>
    </div>
  );
}
