CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"school_id" integer,
	"subject_user_id" integer,
	"object_kind" text NOT NULL,
	"object_id" text,
	"action" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "leaver_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_events_school_at_idx" ON "audit_events" USING btree ("school_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_school_subject_idx" ON "audit_events" USING btree ("school_id","subject_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_school_actor_idx" ON "audit_events" USING btree ("school_id","actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_user_id","at" DESC NULLS LAST) WHERE "audit_events"."subject_user_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_leavers_idx" ON "users" USING btree ("left_at") WHERE "users"."active" = false and "users"."erased_at" is null;--> statement-breakpoint
-- Hand-written: the audit log is append-only. UPDATE and TRUNCATE are refused always, DELETE of a
-- row less than a year old too (the retention job removes only older rows), on PGlite and PostgreSQL
-- alike; only dropping the trigger, which needs the table's owner, gets around it.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '365 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only_rows BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_append_only_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
-- Hand-written backfill: accounts already deactivated count as having left when this runs.
UPDATE users SET left_at = now() WHERE active = false AND left_at IS NULL;--> statement-breakpoint
UPDATE schools SET deactivated_at = now() WHERE active = false AND deactivated_at IS NULL;
--> statement-breakpoint
-- Hand-written: whichever route deactivates an account or a school (school admin, platform admin,
-- an import), the moment is kept, and reactivating clears it; the retention periods run from it.
CREATE OR REPLACE FUNCTION users_keep_left_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active = false AND OLD.active = true THEN
    NEW.left_at := now();
  ELSIF NEW.active = true THEN
    NEW.left_at := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_keep_left_at BEFORE UPDATE OF active ON users
  FOR EACH ROW EXECUTE FUNCTION users_keep_left_at();--> statement-breakpoint
CREATE OR REPLACE FUNCTION schools_keep_deactivated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active = false AND OLD.active = true THEN
    NEW.deactivated_at := now();
  ELSIF NEW.active = true THEN
    NEW.deactivated_at := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER schools_keep_deactivated_at BEFORE UPDATE OF active ON schools
  FOR EACH ROW EXECUTE FUNCTION schools_keep_deactivated_at();
