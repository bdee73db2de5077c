/**
 * Browser storage (localStorage) under the keys below. Every read is defensive: storage may be
 * unavailable (private mode, server rendering) or hold anything a previous version wrote.
 */
export const storageKeys = {
  userData: "userData",
  profileData: "profileData",
  contactUsData: "contactUsData",
  totalQuestions: "totalQuestions",
  currentQuestion: "currentQuestion",
  currentQuestionUrl: "currentQuestionUrl",
  prevQuestionUrl: "prevQuestionUrl",
  nextQuestionUrl: "nextQuestionUrl",
  searchTerm: "searchTerm",
  trackedUrl: "trackedUrl",
  wmLogs: "wmLogs",
  incremented: "incremented",
  /** The questionnaire's own bookkeeping beside userData: the questions answered so far, and the insurer flow's steps. */
  answeredQuestions: "answeredQuestions",
  partnerSteps: "partnerSteps",
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or blocked storage: the visitor keeps going; only persistence is lost.
  }
}

/** Parsed JSON under a key, or null when missing or unreadable. Callers validate the shape. */
export function readJson(key: StorageKey): unknown {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

export function remove(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** docs/product.md, "The questionnaire": the clear action removes the questionnaire, profile and contact answers. */
export function clearSavedAnswers(): void {
  remove(storageKeys.userData);
  remove(storageKeys.profileData);
  remove(storageKeys.contactUsData);
}
