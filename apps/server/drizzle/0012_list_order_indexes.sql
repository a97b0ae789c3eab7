DROP INDEX "blog_posts_list_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_public_list_idx" ON "blog_posts" USING btree ("type","published","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_updated_idx" ON "blog_posts" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_kind_updated_idx" ON "questions" USING btree ("kind","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);