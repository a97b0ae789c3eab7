CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"icon" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "tips_place_unique" UNIQUE("place")
);
--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The tips of the places the app shows one: product content every database starts with (staff edit them).
INSERT INTO "tips" ("place", "icon", "title", "text") VALUES
  ('dashboards.progress', 'chart', 'Tutorial completion', 'Tutorial completion can be tracked in the progress tab: Completion counts the lessons each student has completed, by reading a lesson and marking it done or by practising it; Assessed counts the lessons covered by marks you have released.'),
  ('dashboards.livedata', 'info', 'What a live score is', 'A live score is the average of the last 12 questions a student answered on a lesson, in practice and in marked work. Scores under 40% are flagged low: those lessons are worth revisiting.'),
  ('marking.question', 'keyboard', 'Mark without the mouse', 'Press ? to see the keys: move between answers, tick or untick points and confirm a mark from the keyboard.'),
  ('question-bank.teacher', 'lightbulb', 'Teach the marking', 'When the engine missed a point a student did make, propose the answer''s phrase: content staff see what it would change on answers already marked before they accept it.'),
  ('student.assignments', 'info', 'Your answers are kept', 'Answers save as you type. If the connection drops they are kept on this device and sent when it is back, so keep going.')
ON CONFLICT ("place") DO NOTHING;
