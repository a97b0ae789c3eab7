CREATE TABLE "concept_shares" (
	"curricula_id" integer PRIMARY KEY NOT NULL,
	"share" real NOT NULL,
	"decisions" integer NOT NULL,
	"agreement" real NOT NULL,
	"default_agreement" real NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concept_shares" ADD CONSTRAINT "concept_shares_curricula_id_curricula_id_fk" FOREIGN KEY ("curricula_id") REFERENCES "public"."curricula"("id") ON DELETE cascade ON UPDATE no action;