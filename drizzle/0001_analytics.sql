CREATE TYPE "public"."question_event_kind" AS ENUM('shown', 'answered', 'left');--> statement-breakpoint
CREATE TABLE "page_visit_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"device" "device_class" NOT NULL,
	"visits" integer NOT NULL,
	"idle_visits" integer NOT NULL,
	"time_histogram" integer[] NOT NULL,
	"scroll_histogram" integer[] NOT NULL,
	CONSTRAINT "page_visit_days_day_path_device_pk" PRIMARY KEY("day","path","device")
);
--> statement-breakpoint
CREATE TABLE "page_visit_days_done" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"flow" text NOT NULL,
	"question" text NOT NULL,
	"step" integer NOT NULL,
	"kind" "question_event_kind" NOT NULL,
	"left_by" text,
	"time_spent_ms" integer,
	"device" "device_class" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_events" ADD CONSTRAINT "question_events_user_id_visit_trackers_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."visit_trackers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_events_created_at_idx" ON "question_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "question_events_user_kind_idx" ON "question_events" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "visit_trackers_created_at_idx" ON "visit_trackers" USING btree ("created_at");