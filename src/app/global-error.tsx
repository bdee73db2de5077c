"use client";

/**
 * Shown in place of the whole site when its root layout itself fails. It replaces the layout, so it
 * draws its own <html> and <body>, styled inline so that it reads the same whether or not the
 * site's stylesheet reached the browser. It is in every page's first scripts: keep it small.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-GB">
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", color: "#14201a" }}>
        <main style={{ maxWidth: "40rem", margin: "0 auto", padding: "4rem 1rem", lineHeight: 1.6 }}>
          <h1 style={{ fontFamily: "Georgia, serif", color: "#0f2e20" }}>Something went wrong on our side</h1>
          <p>The page could not be shown. Your saved answers are safe in this browser. Please try again in a moment.</p>
          <button type="button" onClick={() => retry()} style={{ padding: "0.75rem 1.75rem", borderRadius: "9999px", border: 0, background: "#1a5337", color: "#fff", font: "inherit" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
