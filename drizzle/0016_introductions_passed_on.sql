-- An introduction that reached our desk records when our staff marked it passed on to its firm, and
-- who (docs/introductions.md, "Delivery routes").
ALTER TABLE "introductions" ADD COLUMN "passed_on_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "introductions" ADD COLUMN "passed_on_by" text;--> statement-breakpoint
ALTER TABLE "introductions" ADD CONSTRAINT "introductions_passed_on_by_users_id_fk" FOREIGN KEY ("passed_on_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "introductions_passed_on_by_idx" ON "introductions" USING btree ("passed_on_by") WHERE "introductions"."passed_on_by" is not null;