CREATE TABLE "answer_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_version_id" integer NOT NULL,
	"marks" integer NOT NULL,
	"max_marks" integer NOT NULL,
	"engine_marks" integer NOT NULL,
	"override" integer,
	"level" integer,
	"suggested_level" integer,
	"confidence" real NOT NULL,
	"engine_needs_review" boolean NOT NULL,
	"needs_review" boolean NOT NULL,
	"source" text DEFAULT 'engine' NOT NULL,
	"points" jsonb NOT NULL,
	"feedback" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_marks_range_check" CHECK ("answer_marks"."marks" >= 0 and "answer_marks"."marks" <= "answer_marks"."max_marks")
);
--> statement-breakpoint
CREATE TABLE "mark_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"answer_mark_id" integer NOT NULL,
	"actor_id" integer,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mark_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"answer_mark_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "auto_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "released_by" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "no_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "feedback_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "feedback_by" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_marks" ADD CONSTRAINT "answer_marks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_marks" ADD CONSTRAINT "answer_marks_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_marks" ADD CONSTRAINT "answer_marks_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_marks" ADD CONSTRAINT "answer_marks_question_version_id_question_versions_id_fk" FOREIGN KEY ("question_version_id") REFERENCES "public"."question_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_marks" ADD CONSTRAINT "answer_marks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_audit" ADD CONSTRAINT "mark_audit_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_audit" ADD CONSTRAINT "mark_audit_answer_mark_id_answer_marks_id_fk" FOREIGN KEY ("answer_mark_id") REFERENCES "public"."answer_marks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_audit" ADD CONSTRAINT "mark_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_queries" ADD CONSTRAINT "mark_queries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_queries" ADD CONSTRAINT "mark_queries_answer_mark_id_answer_marks_id_fk" FOREIGN KEY ("answer_mark_id") REFERENCES "public"."answer_marks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_queries" ADD CONSTRAINT "mark_queries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_queries" ADD CONSTRAINT "mark_queries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_comments" ADD CONSTRAINT "marking_comments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_marks_attempt_question_unique" ON "answer_marks" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "answer_marks_assignment_question_idx" ON "answer_marks" USING btree ("assignment_id","question_id");--> statement-breakpoint
CREATE INDEX "answer_marks_question_idx" ON "answer_marks" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "mark_audit_answer_idx" ON "mark_audit" USING btree ("answer_mark_id","id");--> statement-breakpoint
CREATE INDEX "mark_queries_answer_idx" ON "mark_queries" USING btree ("answer_mark_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mark_queries_open_unique" ON "mark_queries" USING btree ("answer_mark_id","point_id") WHERE "mark_queries"."status" = 'open';--> statement-breakpoint
CREATE INDEX "marking_comments_teacher_idx" ON "marking_comments" USING btree ("teacher_id","id");--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_feedback_by_users_id_fk" FOREIGN KEY ("feedback_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;