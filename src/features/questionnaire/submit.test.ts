import { describe, expect, it, vi } from "vitest";
import { defaultFormData } from "@/lib/form-data";
import { sendSubmission } from "./submit";

const body = { answers: defaultFormData, startedAt: null, finishedAt: "2026-11-21T10:00:00.000Z" };
const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

describe("sendSubmission", () => {
  it("signs the visitor in again and retries once after a 401", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValueOnce(json(401, { error: "no visit" })).mockResolvedValueOnce(json(200, { id: "s1" }));
    const refresh = vi.fn(async () => null);
    expect(await sendSubmission(body, refresh, fetcher)).toEqual({ ok: true, id: "s1" });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("gives up after a second 401", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(401, { error: "no visit" }));
    const result = await sendSubmission(body, async () => null, fetcher);
    expect(result.ok).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("names the fields of a 400 and passes on a 503's message, saying the answers are kept", async () => {
    const bad = await sendSubmission(body, async () => null, vi.fn<typeof fetch>().mockResolvedValue(json(400, { error: "bad", issues: [{ field: "answers.age", message: "must be at least 18" }] })));
    expect(!bad.ok && bad.error).toMatch(/age must be at least 18.*still saved in this browser/);
    const down = await sendSubmission(body, async () => null, vi.fn<typeof fetch>().mockResolvedValue(json(503, { error: "We could not save your answers just now." })));
    expect(!down.ok && down.error).toMatch(/could not save.*still saved in this browser.*try again/);
  });

  it("reports a network failure", async () => {
    const result = await sendSubmission(body, async () => null, vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline")));
    expect(!result.ok && result.error).toMatch(/could not reach/);
  });
});
