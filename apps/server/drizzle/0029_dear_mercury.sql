CREATE TABLE "sso_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"name" text NOT NULL,
	"preset" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"domains" text[] NOT NULL,
	"required_for_students" boolean DEFAULT false NOT NULL,
	"required_for_teachers" boolean DEFAULT false NOT NULL,
	"create_teachers" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sign_in_requests" (
	"state" text PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer,
	"school_id" integer,
	"user_id" integer,
	"email" text,
	"subject" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_groups" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "sso_connections" ADD CONSTRAINT "sso_connections_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_in_requests" ADD CONSTRAINT "sso_sign_in_requests_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD CONSTRAINT "sso_sign_ins_connection_id_sso_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."sso_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD CONSTRAINT "sso_sign_ins_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD CONSTRAINT "sso_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_connections_school_unique" ON "sso_connections" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "sso_sign_ins_school_idx" ON "sso_sign_ins" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_groups_school_sourced_id_unique" ON "school_groups" USING btree ("school_id","sourced_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_school_sourced_id_unique" ON "users" USING btree ("school_id","sourced_id");