// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let pathname = "/";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const { PageTheme, PageThemeProvider } = await import("@/components/page-theme");
const { SiteHeader } = await import("./site-header");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("SiteHeader theme", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const render = (element: React.ReactNode) => act(() => root.render(<PageThemeProvider>{element}</PageThemeProvider>));
  const theme = () => container.querySelector("header")?.getAttribute("data-theme");

  it("follows the route", () => {
    pathname = "/";
    render(<SiteHeader logo={<span>Wealth Match</span>} />);
    expect(theme()).toBe("dark");
    pathname = "/about-us";
    render(<SiteHeader logo={<span>Wealth Match</span>} />);
    expect(theme()).toBe("light");
  });

  it("lets a page's post colour override the route, until the page goes", () => {
    pathname = "/knowledge-centre/some-post";
    render(
      <>
        <PageTheme postColour="light" />
        <SiteHeader logo={<span>Wealth Match</span>} />
      </>,
    );
    expect(theme()).toBe("light");
    render(<SiteHeader logo={<span>Wealth Match</span>} />);
    expect(theme()).toBe("dark");
    pathname = "/about-us";
    render(
      <>
        <PageTheme postColour="dark" />
        <SiteHeader logo={<span>Wealth Match</span>} />
      </>,
    );
    expect(theme()).toBe("dark");
  });
});
