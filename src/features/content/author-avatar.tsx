import type { Author } from "./content";

/** A drawn portrait stand-in: the author's initials on a coloured tile with a soft arc pattern. */
const fills: Record<Author["colour"], { background: string; accent: string }> = {
  brand: { background: "#1a5337", accent: "#4a9e70" },
  gold: { background: "#6e5119", accent: "#b8862b" },
  ink: { background: "#14201a", accent: "#4d5a53" },
  sea: { background: "#1d4e63", accent: "#4f8fa8" },
};

export function AuthorAvatar({ author, size = 96 }: { author: Pick<Author, "name" | "initials" | "colour">; size?: number }) {
  const { background, accent } = fills[author.colour];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 96 96"
      role="img"
      aria-label={`Illustrated avatar of ${author.name}`}
      className="shrink-0 overflow-hidden rounded-2xl"
    >
      <rect width="96" height="96" fill={background} />
      <circle cx="96" cy="0" r="46" fill={accent} opacity="0.45" />
      <circle cx="0" cy="96" r="30" fill={accent} opacity="0.3" />
      <path d="M14 70 Q48 52 82 70" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="3" fill="none" />
      <text x="48" y="55" textAnchor="middle" fontFamily="Georgia, serif" fontSize="34" fontWeight="600" fill="#ffffff">
        {author.initials}
      </text>
    </svg>
  );
}
