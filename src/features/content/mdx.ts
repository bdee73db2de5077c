import { evaluate } from "@mdx-js/mdx";
import type { MDXContent } from "mdx/types";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { slugify } from "./frontmatter";

/** What a body holds, gathered while it compiles: headings for the contents, links, citations. */
export interface MdxOutline {
  headings: { depth: 2 | 3; id: string; text: string }[];
  /** Every link target, in order. */
  links: string[];
  /** Reference ids in order of first citation: reference n is citations[n - 1]. */
  citations: string[];
}

interface MdxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface TreeNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: MdxAttribute[];
  children?: TreeNode[];
}

function textOf(node: TreeNode): string {
  if (node.type === "text") return node.value ?? "";
  return (node.children ?? []).map(textOf).join("");
}

/**
 * A rehype step that gives h2/h3 an id, collects headings and links, and numbers each
 * <Cite id="…" /> (docs/content.md: a citation is a mark of its own) by first appearance, telling
 * each mark its number and which occurrence it is so it can carry a unique anchor.
 */
function rehypeOutline(outline: MdxOutline) {
  return () => (tree: TreeNode) => {
    const occurrences = new Map<string, number>();
    const visit = (node: TreeNode) => {
      if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
        const text = textOf(node).trim();
        const id = slugify(text);
        node.properties = { ...node.properties, id };
        outline.headings.push({ depth: node.tagName === "h2" ? 2 : 3, id, text });
      }
      if (node.type === "element" && node.tagName === "a" && typeof node.properties?.href === "string") {
        outline.links.push(node.properties.href);
      }
      if ((node.type === "mdxJsxTextElement" || node.type === "mdxJsxFlowElement") && node.name === "Cite") {
        const id = node.attributes?.find((a) => a.name === "id")?.value;
        if (typeof id === "string") {
          if (!outline.citations.includes(id)) outline.citations.push(id);
          const occurrence = (occurrences.get(id) ?? 0) + 1;
          occurrences.set(id, occurrence);
          node.attributes = [
            ...(node.attributes ?? []),
            { type: "mdxJsxAttribute", name: "n", value: String(outline.citations.indexOf(id) + 1) },
            { type: "mdxJsxAttribute", name: "occurrence", value: String(occurrence) },
          ];
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** Compiles an MDX body (with GitHub-flavoured Markdown) into a component and its outline. */
export async function compileMdx(source: string): Promise<{ Content: MDXContent; outline: MdxOutline }> {
  const outline: MdxOutline = { headings: [], links: [], citations: [] };
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeOutline(outline)],
  });
  return { Content, outline };
}
