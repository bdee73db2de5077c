/** The matching engine's public face: pure TypeScript, safe on the server and in the browser. */
export { matchProviders, askedServices, fitScore, pickByFit, ASKABLE_SERVICES, type AskedService, type MatchFit, residenceClass, pickRandom, choosePool, poolKey, seededRandom, type ResidenceClass, type MatchResult, type MatchOptions, type Exclusion, type RandomSource } from "./engine";
export { investableTotal, isUnder300k, INVESTABLE_FIELDS } from "./investable-total";
export { MATCHABLE_IDS, MINIMUMS as MATCHING_MINIMUMS, type MatchableId, type MatchRule } from "./rules";
