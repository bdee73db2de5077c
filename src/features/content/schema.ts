import "@/lib/zod-config";
import { z } from "zod";
import { adviceAreas } from "@/features/questionnaire";

/**
 * The shape of every content file. Files are parsed at build time; a file that does not fit
 * stops the build with a ContentError naming the file and the field.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug such as my-article");
const isoDate = z.iso.date("must be a date written YYYY-MM-DD");

export const articleCategories = [
  "Choosing a provider",
  "Fees and costs",
  "Pensions",
  "Tax and allowances",
  "Estate planning",
  "Business owners",
  "Investing",
  "International",
] as const;

/** One source an article cites: a primary public page (gov.uk, HMRC, the FCA, MoneyHelper, legislation). */
export const referenceSchema = z.object({
  id: slug,
  title: z.string().min(3),
  publisher: z.string().min(2),
  url: z.url({ protocol: /^https$/, message: "must be an https:// address" }),
  accessed: isoDate,
});
export type Reference = z.infer<typeof referenceSchema>;

export const articleFrontmatterSchema = z
  .object({
    title: z.string().min(10).max(110),
    description: z.string().min(50).max(220),
    author: slug,
    published: isoDate,
    updated: isoDate.optional(),
    /** When the article was last checked against the rules in force; its dateModified. */
    reviewed: isoDate,
    /** Rules announced but not yet in force that the article describes, with the date each takes effect. */
    upcoming: z
      .array(z.object({ date: isoDate, change: z.string().min(10).max(200) }).strict())
      .default([]),
    category: z.enum(articleCategories),
    /** The advice area whose questions the article leads to ("start": the questionnaire's first question). */
    question: z.enum(["start", ...adviceAreas]),
    /** Exactly three other articles, by slug, linked at the foot of the article. */
    related: z.array(slug).length(3, "must name exactly three related articles"),
    postColour: z.enum(["dark", "light"]).optional(),
    references: z.array(referenceSchema).min(3, "must list at least three sources"),
  })
  .strict()
  .superRefine((article, ctx) => {
    if (article.updated && article.updated < article.published) {
      ctx.addIssue({ code: "custom", path: ["updated"], message: "must not be before published" });
    }
    if (article.reviewed < (article.updated ?? article.published)) {
      ctx.addIssue({ code: "custom", path: ["reviewed"], message: "must not be before the article was published or updated" });
    }
    article.upcoming.forEach((change, index) => {
      if (change.date <= article.reviewed) {
        ctx.addIssue({ code: "custom", path: ["upcoming", index, "date"], message: "must be after the reviewed date: a change already in force belongs in the text" });
      }
    });
    if (new Set(article.related).size !== article.related.length) {
      ctx.addIssue({ code: "custom", path: ["related"], message: "names the same article twice" });
    }
    const seen = new Set<string>();
    article.references.forEach((reference, index) => {
      if (seen.has(reference.id)) ctx.addIssue({ code: "custom", path: ["references", index, "id"], message: `"${reference.id}" is listed twice` });
      seen.add(reference.id);
    });
  });
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

export const avatarColours = ["brand", "gold", "ink", "sea"] as const;

export const authorFrontmatterSchema = z
  .object({
    name: z.string().min(3),
    role: z.string().min(3),
    summary: z.string().min(40).max(300),
    credentials: z.array(z.string().min(3)).min(1),
    initials: z.string().regex(/^[A-Z]{2}$/, "must be two capital letters"),
    colour: z.enum(avatarColours),
    expertise: z.array(z.string().min(3)).min(1),
  })
  .strict();
export type AuthorFrontmatter = z.infer<typeof authorFrontmatterSchema>;

export const glossaryFileSchema = z
  .object({
    terms: z
      .array(
        z
          .object({
            term: z.string().min(2),
            definition: z.string().min(30).max(500),
            article: slug.optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export const landingPageFrontmatterSchema = z
  .object({
    title: z.string().min(10).max(110),
    description: z.string().min(50).max(220),
    audience: z.string().min(3).max(60),
    heading: z.string().min(10).max(120),
    intro: z.string().min(40).max(400),
    points: z
      .array(z.object({ title: z.string().min(3), text: z.string().min(20) }).strict())
      .min(3)
      .max(4),
    articles: z.array(slug).max(3).default([]),
    order: z.number().int().min(1),
  })
  .strict();
export type LandingPageFrontmatter = z.infer<typeof landingPageFrontmatterSchema>;

/** A content file that does not fit its schema: the message names the file and the field. */
export class ContentError extends Error {
  constructor(readonly file: string, readonly field: string, problem: string) {
    super(`${file}: ${field ? `field "${field}" ` : ""}${problem}`);
    this.name = "ContentError";
  }
}

/** Parses `data` with `schema`, or throws a ContentError for the first problem. */
export function parseContent<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join(".");
  const problem = issue.code === "invalid_type" && issue.input === undefined ? "is required" : issue.message;
  throw new ContentError(file, field, problem);
}
