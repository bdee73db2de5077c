/** The mark's stroke in a 32-unit square; src/components/brand-mark.tsx draws the same for next/og. */
export const BRAND_MARK_PATH = "M7 10l4 13 5-9 5 9 4-13";

export const BRAND_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6843"/><path d="${BRAND_MARK_PATH}" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/**
 * The site's mark as the browser tab's icon. public/icon.svg holds the same drawing for the web
 * manifest (brand-icon.test.ts keeps them equal).
 *
 * Pages name it as a data: URL rather than a file: a browser fetches a page's icon file as soon as
 * the page has loaded, which on a phone competes with the first paint. The URL escapes only what
 * a data: URL must ("%", "#", "<", ">", quotes, spaces), which keeps it short.
 */
export const BRAND_ICON_DATA_URL = `data:image/svg+xml,${BRAND_ICON_SVG.replace(/["%#<> ]/g, (c) => encodeURIComponent(c))}`;
