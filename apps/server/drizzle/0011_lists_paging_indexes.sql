DROP INDEX "notifications_user_idx";--> statement-breakpoint
ALTER TABLE "student_tags" ADD COLUMN "school_id" integer;--> statement-breakpoint
UPDATE "student_tags" SET "school_id" = "users"."school_id" FROM "users" WHERE "users"."id" = "student_tags"."student_id";--> statement-breakpoint
DELETE FROM "student_tags" WHERE "school_id" IS NULL;--> statement-breakpoint
ALTER TABLE "student_tags" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student_tags" ADD CONSTRAINT "student_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_tags_school_idx" ON "student_tags" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "users_school_kind_name_idx" ON "users" USING btree ("school_id","kind","name","id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;