CREATE TABLE "academy_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "academy_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"curricula_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_lesson_completions" (
	"attempt_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"quiz_score" integer,
	"quiz_total" integer,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academy_lesson_completions_attempt_id_lesson_id_pk" PRIMARY KEY("attempt_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "academy_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"quiz" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academy_attempts" ADD CONSTRAINT "academy_attempts_enrolment_id_academy_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."academy_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_attempts" ADD CONSTRAINT "academy_attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_curricula_id_curricula_id_fk" FOREIGN KEY ("curricula_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_enrolments" ADD CONSTRAINT "academy_enrolments_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lesson_completions" ADD CONSTRAINT "academy_lesson_completions_attempt_id_academy_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."academy_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lesson_completions" ADD CONSTRAINT "academy_lesson_completions_lesson_id_academy_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."academy_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lesson_completions" ADD CONSTRAINT "academy_lesson_completions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_lessons" ADD CONSTRAINT "academy_lessons_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academy_attempts_enrolment_number_unique" ON "academy_attempts" USING btree ("enrolment_id","number");--> statement-breakpoint
CREATE INDEX "academy_courses_curricula_idx" ON "academy_courses" USING btree ("curricula_id","published","position");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_enrolments_teacher_course_unique" ON "academy_enrolments" USING btree ("teacher_id","course_id");--> statement-breakpoint
CREATE INDEX "academy_enrolments_school_idx" ON "academy_enrolments" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "academy_lessons_course_idx" ON "academy_lessons" USING btree ("course_id","position");