CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "callback_requests_lead_id_idx" ON "callback_requests" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_submission_id_idx" ON "leads" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "newsletter_signups_user_id_idx" ON "newsletter_signups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_enquiries_user_id_idx" ON "partner_enquiries" USING btree ("user_id");