CREATE TABLE "company_privacy_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"location_days" integer NOT NULL,
	"telemetry_days" integer NOT NULL,
	"mileage_days" integer NOT NULL,
	"session_days" integer NOT NULL,
	"audit_days" integer NOT NULL,
	"outbox_days" integer NOT NULL,
	"invite_days" integer NOT NULL,
	"tariff_document_days" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"removed" jsonb NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_telemetry" ADD COLUMN "at_home" boolean;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "at_home" boolean;--> statement-breakpoint
ALTER TABLE "company_privacy_settings" ADD CONSTRAINT "company_privacy_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_privacy_settings" ADD CONSTRAINT "company_privacy_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_telemetry_company_changed_idx" ON "vehicle_telemetry" USING btree ("company_id","changed_at");