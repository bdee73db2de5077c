import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

let pathname = "/";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
vi.mock("./newsletter-form", () => ({ NewsletterForm: () => <form aria-label="newsletter stand-in" /> }));

const { SiteFooter } = await import("./site-footer");

describe("SiteFooter", () => {
  it("renders legalExtras at the end of the Legal column", () => {
    const html = renderToStaticMarkup(<SiteFooter legalExtras={<button type="button">Cookie settings</button>} />);
    const legal = html.slice(html.indexOf('id="footer-legal"'), html.indexOf('id="footer-contact"'));
    expect(legal).toMatch(/Acceptable use policy<\/a><\/li><li><button type="button">Cookie settings<\/button><\/li><\/ul>/);
  });

  it("renders no empty list item without extras", () => {
    const html = renderToStaticMarkup(<SiteFooter />);
    const legal = html.slice(html.indexOf('id="footer-legal"'), html.indexOf('id="footer-contact"'));
    expect(legal.match(/<li>/g)).toHaveLength(4);
  });

  it("is left out on the sales portal", () => {
    pathname = "/sales-portal/saltus";
    expect(renderToStaticMarkup(<SiteFooter />)).toBe("");
    pathname = "/";
  });
});
