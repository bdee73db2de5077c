import { describe, expect, it } from "vitest";
import { nextStartArgs } from "./start-args.mjs";

describe("npm start", () => {
  it("listens on HOSTNAME when it is set", () => {
    expect(nextStartArgs({ PORT: "8080", HOSTNAME: "127.0.0.1" })).toEqual(["start", "--port", "8080", "--hostname", "127.0.0.1"]);
  });
  it("listens on every interface, on port 3000, by default", () => {
    expect(nextStartArgs({})).toEqual(["start", "--port", "3000"]);
    expect(nextStartArgs({ HOSTNAME: "  " })).toEqual(["start", "--port", "3000"]);
  });
});
