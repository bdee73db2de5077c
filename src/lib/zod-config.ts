import { config } from "zod/mini";

/**
 * In the browser, zod parses without compiling parsers at run time. Its compiler first probes
 * `new Function`, which the Content-Security-Policy forbids (no 'unsafe-eval'): the probe fails
 * safely but reports a policy violation on every page. Imported before zod by every module that
 * imports zod (zod-config.test.ts checks), so it runs before any schema is built or used.
 */
if (typeof window !== "undefined") config({ jitless: true });
