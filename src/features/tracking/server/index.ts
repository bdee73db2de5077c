/** The tracking feature's server entry point for other features and routes: the ingest routes' consent and limit guard. */
export { analyticsFromRequest, guardIngest, type IngestGuard } from "../ingest-guard";
