/** The consent banner's and dialog's button styles. */
const buttonBase =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
// Accept and reject look the same on purpose: refusing must be as easy as agreeing.
export const primaryButton = `${buttonBase} bg-brand-800 text-white hover:bg-brand-900`;
export const secondaryButton = `${buttonBase} border border-brand-800 text-brand-900 hover:bg-brand-50`;
