CREATE TABLE "assignment_extra_time" (
	"school_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"extra_minutes" integer,
	"extra_percent" integer,
	CONSTRAINT "assignment_extra_time_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id"),
	CONSTRAINT "assignment_extra_time_one_check" CHECK (("assignment_extra_time"."extra_minutes" is null) <> ("assignment_extra_time"."extra_percent" is null) and coalesce("assignment_extra_time"."extra_minutes", "assignment_extra_time"."extra_percent") >= 0)
);
--> statement-breakpoint
CREATE TABLE "assignment_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"group_id" integer,
	"tag" text,
	"student_id" integer,
	CONSTRAINT "assignment_targets_kind_check" CHECK (("assignment_targets"."kind" = 'group' and "assignment_targets"."group_id" is not null) or ("assignment_targets"."kind" = 'subgroup' and "assignment_targets"."tag" is not null) or ("assignment_targets"."kind" = 'student' and "assignment_targets"."student_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"time_limit_seconds" integer,
	"one_per_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "assignments_window_check" CHECK ("assignments"."due_at" > "assignments"."opens_at"),
	CONSTRAINT "assignments_time_limit_check" CHECK ("assignments"."time_limit_seconds" is null or "assignments"."time_limit_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "exam_template_lessons" (
	"template_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	CONSTRAINT "exam_template_lessons_template_id_lesson_id_pk" PRIMARY KEY("template_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "exam_template_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_template_questions" ADD COLUMN "section_id" integer;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD COLUMN "instructions" text;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD COLUMN "visibility" text DEFAULT 'school' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD COLUMN "central" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD COLUMN "time_limit_seconds" integer;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
UPDATE "exam_templates" SET "visibility" = 'public', "central" = true WHERE "public" = true;--> statement-breakpoint
ALTER TABLE "exam_templates" DROP COLUMN "public";--> statement-breakpoint
ALTER TABLE "assignment_extra_time" ADD CONSTRAINT "assignment_extra_time_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_extra_time" ADD CONSTRAINT "assignment_extra_time_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_extra_time" ADD CONSTRAINT "assignment_extra_time_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_group_id_school_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."school_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_targets" ADD CONSTRAINT "assignment_targets_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_template_id_exam_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exam_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_template_lessons" ADD CONSTRAINT "exam_template_lessons_template_id_exam_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exam_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_template_lessons" ADD CONSTRAINT "exam_template_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_template_sections" ADD CONSTRAINT "exam_template_sections_template_id_exam_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exam_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_targets_assignment_idx" ON "assignment_targets" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_targets_group_idx" ON "assignment_targets" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "assignment_targets_student_idx" ON "assignment_targets" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "assignment_targets_school_tag_idx" ON "assignment_targets" USING btree ("school_id","tag");--> statement-breakpoint
CREATE INDEX "assignments_school_due_idx" ON "assignments" USING btree ("school_id","due_at");--> statement-breakpoint
CREATE INDEX "assignments_template_idx" ON "assignments" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "assignments_created_by_idx" ON "assignments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "exam_template_lessons_lesson_idx" ON "exam_template_lessons" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "exam_template_sections_template_idx" ON "exam_template_sections" USING btree ("template_id","position");--> statement-breakpoint
ALTER TABLE "exam_template_questions" ADD CONSTRAINT "exam_template_questions_section_id_exam_template_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."exam_template_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD CONSTRAINT "exam_templates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD CONSTRAINT "exam_templates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_template_questions_section_idx" ON "exam_template_questions" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "exam_templates_school_idx" ON "exam_templates" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "exam_templates_created_by_idx" ON "exam_templates" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "exam_templates" ADD CONSTRAINT "exam_templates_time_limit_check" CHECK ("exam_templates"."time_limit_seconds" is null or "exam_templates"."time_limit_seconds" > 0);