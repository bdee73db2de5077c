import { describe, expect, it, vi } from "vitest";
import { defaultFormData } from "@/lib/form-data";
import { sendSubmission } from "./submit";

const body = { answers: defaultFormData, startedAt: null, finishedAt: "2026-11-21T10:00:00.000Z" };
const visitor = { known: true, start: async () => null };
const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

describe("sendSubmission", () => {
  it("starts a visitor the page does not know before sending, so the answers go once and meet no 401", async () => {
    const order: string[] = [];
    const start = vi.fn(async () => order.push("visitor"));
    const fetcher = vi.fn<typeof fetch>(async () => (order.push("submission"), json(200, { id: "s1" })));
    expect(await sendSubmission(body, { known: false, start }, fetcher)).toEqual({ ok: true, id: "s1" });
    expect(order).toEqual(["visitor", "submission"]);
  });

  it("sends at once for a visitor the page knows", async () => {
    const start = vi.fn(async () => null);
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(200, { id: "s1" }));
    expect(await sendSubmission(body, { known: true, start }, fetcher)).toEqual({ ok: true, id: "s1" });
    expect(start).not.toHaveBeenCalled();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("starts the visitor again and retries once after a 401 (a session that ended meanwhile)", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValueOnce(json(401, { error: "no visit" })).mockResolvedValueOnce(json(200, { id: "s1" }));
    const start = vi.fn(async () => null);
    expect(await sendSubmission(body, { known: true, start }, fetcher)).toEqual({ ok: true, id: "s1" });
    expect(start).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("gives up after a second 401", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(401, { error: "no visit" }));
    const result = await sendSubmission(body, visitor, fetcher);
    expect(result.ok).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("names the fields of a 400 and passes on a 503's message, saying the answers are kept", async () => {
    const bad = await sendSubmission(body, visitor, vi.fn<typeof fetch>().mockResolvedValue(json(400, { error: "bad", issues: [{ field: "answers.age", message: "must be at least 18" }] })));
    expect(!bad.ok && bad.error).toMatch(/age must be at least 18.*still saved in this browser/);
    const down = await sendSubmission(body, visitor, vi.fn<typeof fetch>().mockResolvedValue(json(503, { error: "We could not save your answers just now." })));
    expect(!down.ok && down.error).toMatch(/could not save.*still saved in this browser.*try again/);
  });

  it("reports a network failure", async () => {
    const result = await sendSubmission(body, visitor, vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline")));
    expect(!result.ok && result.error).toMatch(/could not reach/);
  });
});
