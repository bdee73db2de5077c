import { serverEnv } from "@/config/env";
import { getAuth } from "@/server/auth/auth";
import { beginSignIn, SIGN_IN_THROTTLED, signInSucceeded } from "@/server/auth/sign-in-throttle";
import { clientLimitAddress, withClientAddressHeader } from "@/server/client-address";
import { db } from "@/server/db/client";
import { readJsonBody } from "@/server/http";
import { tooManyRequests, waitText } from "@/server/rate-limit";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Better Auth's endpoints, behind the app's own guards: the client address from the one helper
 * (for Better Auth's limiter, which keeps its counts in the database), the body capped and
 * checked like every other route's, and e-mail sign-in throttled exactly as the sign-in form is.
 */
async function handle(request: Request): Promise<Response> {
  const trustProxy = serverEnv().TRUST_PROXY;
  const headers = withClientAddressHeader(request.headers, trustProxy);
  headers.delete("content-length");
  if (request.method !== "POST") return (await getAuth()).handler(new Request(request.url, { method: request.method, headers }));
  // Anonymous visitors start only through POST /api/visitor (rate-limited, docs/product.md, "Privacy, consent and retention"), never here.
  if (new URL(request.url).pathname.endsWith("/sign-in/anonymous")) return Response.json({ error: "Not found." }, { status: 404 });

  const body = await readJsonBody(request, { limit: MAX_BODY_BYTES, allowEmpty: true });
  if (!body.ok) return body.response;
  // Better Auth is handed exactly the JSON that was checked, and told it is JSON: left with the
  // client's own Content-Type, a body that is JSON here but a form there (it reads forms too) could
  // throttle one address while Better Auth checked another's password.
  if (body.value === undefined) headers.delete("content-type");
  else headers.set("content-type", "application/json");
  const forwarded = new Request(request.url, { method: "POST", headers, body: body.value === undefined ? undefined : JSON.stringify(body.value) });

  const email = new URL(request.url).pathname.endsWith("/sign-in/email") ? emailOf(body.value) : null;
  if (!email) return (await getAuth()).handler(forwarded);

  const database = await db();
  const address = clientLimitAddress(trustProxy);
  const attempt = await beginSignIn(database, email, address);
  if (!attempt.allowed) return tooManyRequests(attempt.retryAfter, SIGN_IN_THROTTLED(waitText(attempt.retryAfter)));
  const response = await (await getAuth()).handler(forwarded);
  if (response.ok) await signInSucceeded(database, email, address);
  return response;
}

function emailOf(value: unknown): string | null {
  const email = typeof value === "object" && value !== null ? (value as { email?: unknown }).email : undefined;
  return typeof email === "string" && email.length > 0 ? email.toLowerCase() : null;
}

export { handle as GET, handle as POST };
