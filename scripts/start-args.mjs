/**
 * The arguments `npm start` passes to `next start`: PORT (default 3000), and HOSTNAME when set, so
 * the server listens only on that address (e.g. 127.0.0.1 behind a reverse proxy).
 */
export function nextStartArgs(env) {
  const hostname = env.HOSTNAME?.trim();
  return ["start", "--port", env.PORT ?? "3000", ...(hostname ? ["--hostname", hostname] : [])];
}
