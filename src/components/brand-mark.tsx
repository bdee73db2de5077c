/**
 * The site's mark drawn for next/og's ImageResponse (the home-screen icon and /favicon.ico): the
 * same drawing as src/config/brand-icon.ts, white on the brand green, `size` pixels square.
 */
export function BrandMark({ size, rounded = false }: { size: number; rounded?: boolean }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#1f6843",
        borderRadius: rounded ? size / 4 : 0,
      }}
    >
      <svg width={Math.round(size * 0.71)} height={Math.round(size * 0.71)} viewBox="0 0 32 32">
        <path d="M7 10l4 13 5-9 5 9 4-13" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
