CREATE TYPE "public"."meeting_kind" AS ENUM('phone', 'video', 'in-person');--> statement-breakpoint
CREATE TYPE "public"."meeting_status" AS ENUM('booked', 'cancelled');--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"introduction_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"kind" "meeting_kind" NOT NULL,
	"address" text,
	"status" "meeting_status" DEFAULT 'booked' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"investor_time_zone" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"reminder_sent_at" timestamp with time zone,
	"outcome_asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_introduction_id_introductions_id_fk" FOREIGN KEY ("introduction_id") REFERENCES "public"."introductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_uid_key" ON "meetings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_provider_slot_booked_key" ON "meetings" USING btree ("provider_id","starts_at") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_introduction_booked_key" ON "meetings" USING btree ("introduction_id") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "meetings_starts_at_idx" ON "meetings" USING btree ("starts_at");