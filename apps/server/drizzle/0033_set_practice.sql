CREATE TABLE "assignment_lessons" (
	"school_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_lessons_assignment_id_lesson_id_pk" PRIMARY KEY("assignment_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "template_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "kind" text DEFAULT 'exam' NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "practice_topic_id" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "target_lessons_completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "target_score" integer;--> statement-breakpoint
ALTER TABLE "assignment_lessons" ADD CONSTRAINT "assignment_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_lessons" ADD CONSTRAINT "assignment_lessons_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_lessons" ADD CONSTRAINT "assignment_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_lessons_lesson_idx" ON "assignment_lessons" USING btree ("school_id","lesson_id");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_practice_topic_id_topics_id_fk" FOREIGN KEY ("practice_topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_kind_check" CHECK (("assignments"."kind" = 'exam' and "assignments"."template_id" is not null) or ("assignments"."kind" = 'practice' and "assignments"."template_id" is null and ("assignments"."target_lessons_completed" or "assignments"."target_score" is not null)));--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_target_score_check" CHECK ("assignments"."target_score" is null or ("assignments"."target_score" >= 0 and "assignments"."target_score" <= 100));