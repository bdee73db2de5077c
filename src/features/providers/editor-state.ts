import type { FactKey } from "./types";

/** What the facts editor's actions hand back to the form. */
export interface EditorState {
  status: "idle" | "invalid" | "failed" | "published" | "proposed" | "rejected";
  message: string;
  errors: Partial<Record<FactKey, string>>;
  /** A decision on a proposal refused for its reason: which proposal, and what to say beside it. */
  proposal?: { id: string; reasonError: string };
}

export const initialEditorState: EditorState = { status: "idle", message: "", errors: {} };
