CREATE TABLE "demo_timeline" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"dates_as_of" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_timeline_one_row" CHECK ("demo_timeline"."id" = 1)
);
