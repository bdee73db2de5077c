"use client";

import { useId, useState } from "react";
import { ArticleCard, type ArticleSummary } from "./article-card";

/** Matches a search against an article's title and description, word by word, ignoring case. */
export function matchesSearch(article: Pick<ArticleSummary, "title" | "description">, query: string): boolean {
  const haystack = `${article.title} ${article.description}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The knowledge centre's list: category filters and a search box over titles and descriptions. */
export function ArticleBrowser({ articles, categories }: { articles: ArticleSummary[]; categories: string[] }) {
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const shown = articles.filter((a) => (category === null || a.category === category) && matchesSearch(a, query));

  return (
    <div>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {[null, ...categories].map((value) => (
            <button
              key={value ?? "all"}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className="min-h-10 rounded-full border border-brand-200 px-4 py-2 text-sm font-medium text-brand-800 hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {value ?? "All articles"}
            </button>
          ))}
        </div>
        <div className="w-full lg:w-80 lg:shrink-0">
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
            Search articles
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="For example: pension, ISA, fees"
            className="mt-1 w-full rounded-xl border border-brand-300 bg-white px-4 py-2.5 text-ink placeholder:text-muted"
          />
        </div>
      </div>
      <p role="status" className="mt-6 text-sm text-muted">
        {shown.length === 1 ? "1 article" : `${shown.length} articles`}
        {category ? ` in ${category}` : ""}
        {query.trim() ? ` matching “${query.trim()}”` : ""}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-2xl bg-sand p-6 text-ink">
          No articles match. Try a shorter search or{" "}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => {
              setQuery("");
              setCategory(null);
            }}
          >
            show every article
          </button>
          .
        </p>
      )}
    </div>
  );
}
