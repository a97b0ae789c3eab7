CREATE TABLE "lesson_completions" (
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"source" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_student_id_lesson_id_pk" PRIMARY KEY("student_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_contents" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"video_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "lesson_practice_questions" (
	"lesson_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lesson_practice_questions_lesson_id_question_id_pk" PRIMARY KEY("lesson_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "practice_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_version_id" integer NOT NULL,
	"source" text NOT NULL,
	"answer" jsonb,
	"max_marks" integer NOT NULL,
	"engine_marks" integer NOT NULL,
	"engine_result" jsonb NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"self_assessment" text,
	"teacher_marks" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_marks_check" CHECK ("practice_answers"."engine_marks" >= 0 and "practice_answers"."engine_marks" <= "practice_answers"."max_marks"),
	CONSTRAINT "practice_answers_teacher_marks_check" CHECK ("practice_answers"."teacher_marks" is null or ("practice_answers"."teacher_marks" >= 0 and "practice_answers"."teacher_marks" <= "practice_answers"."max_marks"))
);
--> statement-breakpoint
CREATE TABLE "revision_cards" (
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "revision_cards_student_id_question_id_pk" PRIMARY KEY("student_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_contents" ADD CONSTRAINT "lesson_contents_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_contents" ADD CONSTRAINT "lesson_contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_questions" ADD CONSTRAINT "lesson_practice_questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_questions" ADD CONSTRAINT "lesson_practice_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_version_id_question_versions_id_fk" FOREIGN KEY ("question_version_id") REFERENCES "public"."question_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revision_cards" ADD CONSTRAINT "revision_cards_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_completions_school_lesson_idx" ON "lesson_completions" USING btree ("school_id","lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_practice_questions_question_idx" ON "lesson_practice_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "practice_answers_student_lesson_idx" ON "practice_answers" USING btree ("student_id","lesson_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_answers_student_question_idx" ON "practice_answers" USING btree ("student_id","question_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_answers_school_lesson_idx" ON "practice_answers" USING btree ("school_id","lesson_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_answers_review_idx" ON "practice_answers" USING btree ("school_id","answered_at") WHERE "practice_answers"."needs_review" and "practice_answers"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "revision_cards_student_due_idx" ON "revision_cards" USING btree ("student_id","due");