// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { AppProvider, useAppContext } from "@/components/app-context";
import { LoadingOverlay } from "./loading-overlay";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Toggle() {
  const { loading, setLoading } = useAppContext();
  return (
    <button type="button" onClick={() => setLoading(!loading)}>
      toggle
    </button>
  );
}

describe("LoadingOverlay", () => {
  it("covers the screen and announces itself while the shared loading flag is on", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ id: "v1", isAnonymous: true }))));
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <AppProvider>
          <Toggle />
          <LoadingOverlay />
        </AppProvider>,
      ),
    );
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe("");
    expect(container.querySelector('[data-testid="loading-overlay"]')).toBeNull();

    await act(async () => container.querySelector("button")!.click());
    expect(status.textContent).toBe("Loading, please wait");
    expect(container.querySelector('[data-testid="loading-overlay"]')?.className).toMatch(/fixed inset-0/);

    await act(async () => container.querySelector("button")!.click());
    expect(status.textContent).toBe("");
    expect(container.querySelector('[data-testid="loading-overlay"]')).toBeNull();
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});
