ALTER TABLE "machine_phrases" ADD COLUMN "evidence_correct" integer;--> statement-breakpoint
ALTER TABLE "machine_phrases" ADD COLUMN "evidence_wrong" integer;--> statement-breakpoint
ALTER TABLE "machine_phrases" ADD COLUMN "evidence_answers" integer;