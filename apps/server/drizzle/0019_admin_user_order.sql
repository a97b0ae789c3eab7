CREATE INDEX "users_name_id_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_kept_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."status" = 'kept';--> statement-breakpoint
CREATE INDEX "mail_outbox_kept_to_idx" ON "mail_outbox" USING btree (lower("to"),"id") WHERE "mail_outbox"."status" = 'kept';--> statement-breakpoint
-- hand-written
-- Trigram indexes for the platform admin's user search (name or e-mail ILIKE '%q%'), as for the
-- question and blog searches (0013_trigram_search): a rare or absent word is answered from the
-- index instead of reading every user, and so is its capped count.
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
