/**
 * Back-office roles from the command line (docs/product.md, "Leads, accounts and roles": the first admin is created by a
 * documented command, never by a default password).
 *
 *   ACCOUNT_PASSWORD='…' npm run roles -- add --email you@example.co.uk --role admin
 *       creates the member if there is none with that address (the password is read from
 *       ACCOUNT_PASSWORD, never from the command line) and grants the role
 *   npm run roles -- grant --email x@example.co.uk --role sales
 *   npm run roles -- grant --email x@example.co.uk --role provider --provider saltus
 *   npm run roles -- revoke --email x@example.co.uk --role sales
 *   npm run roles -- list
 *
 * On the embedded database, stop the server first: only one process may open the data folder.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { getAuth } from "@/server/auth/auth";
import { closeDatabase, db } from "@/server/db/client";
import { allRoles, grantRole, revokeRole, type RoleGrant } from "@/server/db/queries/roles";
import { users } from "@/server/db/schema";
import { emailField, passwordField } from "@/lib/validation";
import { grantSchema } from "./role-grant";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, role: { type: "string" }, provider: { type: "string" } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function memberId(email: string): Promise<string> {
  const [row] = await (await db()).select({ id: users.id, isAnonymous: users.isAnonymous }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row || row.isAnonymous) fail(`No member has the e-mail address ${email}. They must create an account first, or be created with the role by "add" (password in ACCOUNT_PASSWORD).`);
  return row.id;
}

function parseGrant(): RoleGrant {
  const parsed = grantSchema.safeParse({ role: values.role, provider: values.provider });
  if (!parsed.success) fail(parsed.error.issues.map((i) => i.message).join("\n"));
  return { role: parsed.data.role, providerId: parsed.data.provider ?? null };
}

function parseEmail(): string {
  const parsed = emailField.safeParse(values.email ?? "");
  if (!parsed.success) fail(`--email: ${parsed.error.issues[0]?.message}`);
  return parsed.data.toLowerCase();
}

async function main() {
  const [command] = positionals;
  switch (command) {
    case "add": {
      const email = parseEmail();
      const grant = parseGrant();
      const [existing] = await (await db()).select({ id: users.id, isAnonymous: users.isAnonymous }).from(users).where(eq(users.email, email));
      if (existing?.isAnonymous) fail(`${email} belongs to an anonymous visitor record and cannot be used.`);
      let id = existing?.id;
      if (!id) {
        const password = passwordField.safeParse(process.env.ACCOUNT_PASSWORD ?? "");
        if (!password.success) fail(`ACCOUNT_PASSWORD: ${password.error.issues[0]?.message}`);
        const auth = await getAuth();
        // Created as Better Auth's sign-up creates a member, but with the address already verified:
        // the operator vouches for a back-office member's address, so no link is e-mailed.
        const context = await auth.$context;
        const created = await context.internalAdapter.createUser({ email, name: email.split("@")[0] ?? "Staff", emailVerified: true }, { method: "email-password" });
        await context.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: await context.password.hash(password.data) });
        id = created.id;
      }
      await grantRole(await db(), id, grant);
      console.log(`${email}: ${grant.role}${grant.providerId ? ` (${grant.providerId})` : ""}${existing ? " granted to the existing account" : ", new account created"}.`);
      break;
    }
    case "grant":
    case "revoke": {
      const id = await memberId(parseEmail());
      const grant = parseGrant();
      await (command === "grant" ? grantRole : revokeRole)(await db(), id, grant);
      console.log(`${command === "grant" ? "Granted" : "Revoked"} ${grant.role}${grant.providerId ? ` (${grant.providerId})` : ""}.`);
      break;
    }
    case "list": {
      for (const row of await allRoles(await db())) console.log(`${row.email}\t${row.role}${row.providerId ? `\t${row.providerId}` : ""}`);
      break;
    }
    default:
      fail("Usage: npm run roles -- add|grant|revoke|list [--email E] [--role admin|sales|provider] [--provider ID]");
  }
}

try {
  await main();
} finally {
  await closeDatabase();
}
