// @ts-check
/**
 * Where the production server listens: PORT (default 3000), and only on HOSTNAME when that is set
 * (say 127.0.0.1 behind a reverse proxy); otherwise on every interface.
 * @param {Record<string, string | undefined>} env
 * @returns {{ port: number, hostname: string | undefined }}
 */
export function listenAddress(env) {
  const portText = env.PORT?.trim() || "3000";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`PORT must be a port number (0 to 65535), not "${portText}"`);
  return { port, hostname: env.HOSTNAME?.trim() || undefined };
}

/**
 * The Node.js flags the production server runs with: `npm start` (scripts/start.mjs) passes them,
 * and the bench starts the server the same way. Node.js reads them only at start, so a server
 * started another way needs them on its command line or in NODE_OPTIONS.
 *
 * `--max-semi-space-size=64`: V8's young generation, where every request's short-lived objects
 * are made, may grow to 64 MB per half rather than 16 MB. Under load the default size is
 * collected about ten times a second, and each collection copies every object still in use, such
 * as those of the requests under way; collected a quarter as often, most of a request's objects
 * are gone by then. Side by side with a bare Next.js route handler, the matching API served 0.04
 * to 0.06 more of its throughput with this (docs/security.md, "Cost"). It costs up to 144 MB more
 * memory (two halves of 48 MB more, and as much again for large objects), taken only as load asks
 * for it.
 */
export const serverNodeFlags = ["--max-semi-space-size=64"];
