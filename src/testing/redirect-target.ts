/**
 * Where a redirecting form action sends the browser when given these fields: the target that goes
 * into the Location header, which Next.js carries in the thrown error's digest
 * ("NEXT_REDIRECT;replace;<target>;307;"). Throws when the action does not redirect.
 */
export async function redirectTarget(action: (form: FormData) => Promise<unknown>, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const thrown = await action(form).then(() => null, (error: unknown) => error);
  const digest = (thrown as { digest?: unknown } | null)?.digest;
  if (typeof digest !== "string" || !digest.startsWith("NEXT_REDIRECT;")) throw new Error("no redirect");
  return digest.split(";").slice(2, -2).join(";");
}
