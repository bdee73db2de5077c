/** The providers feature's server entry point: facts read from and written to the database. */
export * from "./provider-store";
