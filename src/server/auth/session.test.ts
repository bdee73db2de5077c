import { beforeEach, describe, expect, it, vi } from "vitest";

// What `next build` does when a page reads the request's headers while it is prerendered: it
// stops rendering that page there. Stood in for by an error the test can recognise.
const { state, Prerendering } = vi.hoisted(() => ({
  state: { prerendering: false, authOpened: 0, databaseOpened: 0 },
  Prerendering: class Prerendering extends Error {},
}));

vi.mock("next/headers", () => ({
  headers: async () => {
    if (state.prerendering) throw new Prerendering("headers() during prerendering");
    return new Headers({ cookie: "session=1" });
  },
}));
vi.mock("@/server/db/client", () => ({
  db: async () => {
    state.databaseOpened += 1;
    return {};
  },
}));
vi.mock("@/server/db/queries/roles", () => ({ rolesForUser: async () => [] }));
vi.mock("./auth", () => ({
  getAuth: async () => {
    state.authOpened += 1;
    return { api: { getSession: async () => ({ user: { id: "u-1", email: "ada@example.co.uk", name: "Ada", isAnonymous: false } }) } };
  },
}));

const { currentMember, currentVisitor } = await import("./session");

describe("who is signed in", () => {
  beforeEach(() => {
    state.prerendering = false;
    state.authOpened = 0;
    state.databaseOpened = 0;
  });

  it("reads the request's headers before opening auth or the database, so a page prerendered at build time stops first", async () => {
    state.prerendering = true;
    await expect(currentMember()).rejects.toBeInstanceOf(Prerendering);
    await expect(currentVisitor()).rejects.toBeInstanceOf(Prerendering);
    expect(state.authOpened).toBe(0);
    expect(state.databaseOpened).toBe(0);
  });

  it("answers the member of a request", async () => {
    expect(await currentMember()).toEqual({ id: "u-1", email: "ada@example.co.uk", name: "Ada", roles: [] });
    expect(await currentVisitor(new Headers())).toEqual({ id: "u-1", isAnonymous: false });
  });
});
