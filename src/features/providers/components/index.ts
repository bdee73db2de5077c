/** The providers' shared UI: server components any page may use. */
export { ProviderLogo } from "./provider-logo";
export { CapabilityList } from "./capability-list";
export { ProviderDirectory } from "./provider-directory";
export { ProviderProfile } from "./provider-profile";
export { FeeCost, costHeadline, type CostAmount } from "./fee-cost";
