-- Trigram indexes for the "contains these words" searches (ILIKE '%word%'): the question bank's
-- text and the blog's title and excerpt. pg_trgm ships with PostgreSQL; PGlite loads it as an
-- extension when the client is opened.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_text_trgm_idx" ON "questions" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
-- The blog search matches one expression, so one index serves it; the query must spell it the same way.
CREATE INDEX IF NOT EXISTS "blog_posts_search_trgm_idx" ON "blog_posts" USING gin (("title" || ' ' || "excerpt") gin_trgm_ops);
