/** An article page's Lighthouse (mobile) scores: issue 6 asks for at least 95 in each category. */
import { bestLighthouse, lighthouseRows } from "./lighthouse.mjs";

export const benchArticlePath = "/knowledge-centre/choosing-a-wealth-manager";

export async function benchContent({ server }) {
  return lighthouseRows(`article page (${benchArticlePath})`, await bestLighthouse(`${server.url}${benchArticlePath}`));
}
