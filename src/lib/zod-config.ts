import { config } from "zod/mini";

/**
 * In the browser, zod parses without compiling parsers at run time. Its compiler first probes
 * `new Function`, which the Content-Security-Policy forbids (no 'unsafe-eval'): the probe fails
 * safely but reports a policy violation on every page. Imported first by the schema modules the
 * browser loads (validation.ts, form-data.ts), so it runs before any schema is built.
 */
if (typeof window !== "undefined") config({ jitless: true });
