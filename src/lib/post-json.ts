/**
 * A JSON POST to one of the site's own routes from a client component, answered as the visitor
 * should read it: the route's message (or its first field's message), or a plain apology when the
 * route or the network failed.
 */
export async function postJson(url: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, credentials: "same-origin", body: JSON.stringify(body) });
    const json = (await response.json().catch(() => ({}))) as { message?: string; error?: string; issues?: { message: string }[] };
    return { ok: response.ok, message: json.message ?? json.issues?.[0]?.message ?? json.error ?? "We could not do that just now. Please try again." };
  } catch {
    return { ok: false, message: "We could not reach our server. Please try again." };
  }
}
