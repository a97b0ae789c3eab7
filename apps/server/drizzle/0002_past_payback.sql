CREATE TABLE "answer_structures" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"structure" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_structures_question_unique" UNIQUE("question_id")
);
--> statement-breakpoint
CREATE TABLE "machine_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"marking_point_id" integer NOT NULL,
	"phrase" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"source_excerpt" text,
	"proposed_by" integer,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marking_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"text" text NOT NULL,
	"phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"curricula_id" integer NOT NULL,
	"course_id" integer,
	"topic_id" integer,
	"lesson_id" integer,
	"max_marks" integer NOT NULL,
	"marking_type" text DEFAULT 'points' NOT NULL,
	"levels" jsonb,
	"photo" text,
	"media" text,
	"options" jsonb,
	"created_by" integer,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_max_marks_check" CHECK ("questions"."max_marks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"curricula_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_template_questions" (
	"template_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_template_questions_template_id_question_id_pk" PRIMARY KEY("template_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"curricula_id" integer,
	"created_by" integer,
	"public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_structures" ADD CONSTRAINT "answer_structures_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_phrases" ADD CONSTRAINT "machine_phrases_marking_point_id_marking_points_id_fk" FOREIGN KEY ("marking_point_id") REFERENCES "public"."marking_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_phrases" ADD CONSTRAINT "machine_phrases_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_phrases" ADD CONSTRAINT "machine_phrases_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_points" ADD CONSTRAINT "marking_points_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_curricula_id_curricula_id_fk" FOREIGN KEY ("curricula_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synonyms" ADD CONSTRAINT "synonyms_curricula_id_curricula_id_fk" FOREIGN KEY ("curricula_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_template_questions" ADD CONSTRAINT "exam_template_questions_template_id_exam_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exam_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_template_questions" ADD CONSTRAINT "exam_template_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD CONSTRAINT "exam_templates_curricula_id_curricula_id_fk" FOREIGN KEY ("curricula_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_templates" ADD CONSTRAINT "exam_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_phrases_point_phrase_unique" ON "machine_phrases" USING btree ("marking_point_id","phrase");--> statement-breakpoint
CREATE INDEX "machine_phrases_status_idx" ON "machine_phrases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "marking_points_question_idx" ON "marking_points" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "questions_curricula_idx" ON "questions" USING btree ("curricula_id","kind");--> statement-breakpoint
CREATE INDEX "questions_course_idx" ON "questions" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "questions_lesson_idx" ON "questions" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "questions_content_hash_idx" ON "questions" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "synonyms_curricula_idx" ON "synonyms" USING btree ("curricula_id");--> statement-breakpoint
CREATE INDEX "exam_template_questions_question_idx" ON "exam_template_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "exam_templates_curricula_idx" ON "exam_templates" USING btree ("curricula_id");