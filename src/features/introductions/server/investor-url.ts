import "server-only";

import { siteUrl } from "@/config/env";
import { routes } from "@/config/routes";
import type { Executor } from "@/features/mail/server";

/**
 * The link every mail to the investor carries to their introductions. One function, so that the
 * page it opens (and how the investor is signed in there) is decided in one place; it is given the
 * transaction, the investor and the address the mail goes to. Today: the results page.
 */
export async function investorIntroductionsUrl(_executor: Executor, _investor: { userId: string; email: string }): Promise<string> {
  return `${siteUrl()}${routes.results}`;
}
