CREATE TABLE "mock_assignments" (
	"school_id" integer NOT NULL,
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_session_schools" (
	"school_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	CONSTRAINT "mock_session_schools_session_id_school_id_pk" PRIMARY KEY("session_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "mock_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"template_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_limit_seconds" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "mock_sessions_window_check" CHECK ("mock_sessions"."closes_at" > "mock_sessions"."opens_at"),
	CONSTRAINT "mock_sessions_time_limit_check" CHECK ("mock_sessions"."time_limit_seconds" is null or "mock_sessions"."time_limit_seconds" > 0)
);
--> statement-breakpoint
ALTER TABLE "mock_assignments" ADD CONSTRAINT "mock_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_assignments" ADD CONSTRAINT "mock_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_assignments" ADD CONSTRAINT "mock_assignments_session_id_mock_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mock_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_session_schools" ADD CONSTRAINT "mock_session_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_session_schools" ADD CONSTRAINT "mock_session_schools_session_id_mock_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mock_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sessions" ADD CONSTRAINT "mock_sessions_template_id_exam_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."exam_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_sessions" ADD CONSTRAINT "mock_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_assignments_session_school_idx" ON "mock_assignments" USING btree ("session_id","school_id");--> statement-breakpoint
CREATE INDEX "mock_session_schools_school_idx" ON "mock_session_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "mock_sessions_template_idx" ON "mock_sessions" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "mock_sessions_opens_idx" ON "mock_sessions" USING btree ("opens_at");