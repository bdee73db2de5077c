/** An article page's Lighthouse (mobile) scores: issue 6 asks for at least 95 in each category. */
import { lighthouseScores } from "./lighthouse.mjs";

export const benchArticlePath = "/knowledge-centre/choosing-a-wealth-manager";

export async function benchContent({ server }) {
  const scores = await lighthouseScores(`${server.url}${benchArticlePath}`);
  return [
    { name: `article page (${benchArticlePath}): Lighthouse mobile performance`, value: scores.performance, unit: "/ 100" },
    { name: "article page: Lighthouse mobile accessibility", value: scores.accessibility, unit: "/ 100" },
    { name: "article page: Lighthouse mobile best practices", value: scores.bestPractices, unit: "/ 100" },
    { name: "article page: Lighthouse mobile SEO", value: scores.seo, unit: "/ 100" },
  ];
}
