/** The matching engine's public face: pure TypeScript, safe on the server and in the browser. */
export { matchProviders, askedServices, eligibleAt, fillPlaces, fitScore, type AskedService, residenceClass, residenceMatchingInWords, ukMatchingFrom, ukMatchingInWords, choosePool, type ResidenceClass, type MatchResult, type MatchOptions } from "./engine";
export { investableTotal, isUnder300k } from "./investable-total";
export { AMOUNT_SPANS, MATCHABLE_IDS, MINIMUMS as MATCHING_MINIMUMS, type MatchableId, type MatchRule } from "./rules";
