CREATE TABLE "dashboard_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dashboard" text NOT NULL,
	"name" text NOT NULL,
	"subject_id" integer,
	"group_id" integer,
	"course_id" integer,
	"student_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_filters" ADD CONSTRAINT "dashboard_filters_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_filters" ADD CONSTRAINT "dashboard_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_filters" ADD CONSTRAINT "dashboard_filters_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_filters" ADD CONSTRAINT "dashboard_filters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_filters" ADD CONSTRAINT "dashboard_filters_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_filters_user_idx" ON "dashboard_filters" USING btree ("user_id","dashboard","id");--> statement-breakpoint
-- Checkpoint ids were bare numbers naming nothing: a topic has no checkpoint until one is linked to a template.
UPDATE "topics" SET "checkpoint_id" = NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_checkpoint_id_exam_templates_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."exam_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topics_checkpoint_idx" ON "topics" USING btree ("checkpoint_id");