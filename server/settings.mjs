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
