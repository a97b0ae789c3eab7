ALTER TABLE "notifications" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_once_key_idx" ON "notifications" USING btree ("user_id","once_key") WHERE "notifications"."once_key" is not null;--> statement-breakpoint
CREATE INDEX "attempts_unreleased_idx" ON "attempts" USING btree ("assignment_id") WHERE "attempts"."released_at" is null;