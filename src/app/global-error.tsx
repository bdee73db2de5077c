"use client";

/**
 * Shown in place of the whole site when its root layout itself fails. It replaces the layout, so it
 * draws its own <html> and <body> and styles itself inline, so that it reads the same whether or
 * not the site's stylesheet reached the browser.
 */
import { site } from "@/config/site";

const text = { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif", color: "#14201a" };

export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en-GB">
      <body style={{ ...text, margin: 0, background: "#ffffff" }}>
        <main style={{ maxWidth: "40rem", margin: "0 auto", padding: "4rem 1rem" }}>
          <h1 style={{ fontFamily: "Charter, Georgia, serif", fontSize: "2rem", color: "#0f2e20", margin: 0 }}>Something went wrong on our side</h1>
          <p style={{ fontSize: "1.125rem", lineHeight: 1.6, color: "#4d5a53" }}>
            The page could not be shown. Your saved answers are safe in this browser. Please try again; if it keeps happening, call us on {site.phone.display} or
            e-mail {site.email}.
          </p>
          <p style={{ display: "flex", gap: "1rem", flexWrap: "wrap" }}>
            <button
              type="button"
              onClick={() => retry()}
              style={{ height: "3rem", padding: "0 1.75rem", borderRadius: "9999px", border: 0, background: "#1a5337", color: "#ffffff", font: "inherit", fontWeight: 600, cursor: "pointer" }}
            >
              Try again
            </button>
            {/* A plain link: the router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ alignSelf: "center", color: "#1a5337", fontWeight: 600 }}>
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
