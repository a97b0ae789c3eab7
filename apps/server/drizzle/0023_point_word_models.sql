CREATE TABLE "marking_point_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_version_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"marking_point_id" integer NOT NULL,
	"model" jsonb NOT NULL,
	"answers" integer NOT NULL,
	"agreement" real NOT NULL,
	"phrases_agreement" real NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marking_point_models" ADD CONSTRAINT "marking_point_models_question_version_id_question_versions_id_fk" FOREIGN KEY ("question_version_id") REFERENCES "public"."question_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marking_point_models_version_point_unique" ON "marking_point_models" USING btree ("question_version_id","marking_point_id");--> statement-breakpoint
CREATE INDEX "marking_point_models_question_idx" ON "marking_point_models" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "marking_point_models_point_idx" ON "marking_point_models" USING btree ("marking_point_id");