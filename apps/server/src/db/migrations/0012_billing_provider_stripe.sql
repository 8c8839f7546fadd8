CREATE TABLE "billing_customers" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_stripe_deliveries" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"delivered_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_stripe_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"mode" text NOT NULL,
	"remaining" integer NOT NULL,
	"delay_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_stripe_idempotency" (
	"key" text PRIMARY KEY NOT NULL,
	"request" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_stripe_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"object" text NOT NULL,
	"seq" serial NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_stripe_objects_object_idx" ON "sandbox_stripe_objects" USING btree ("object","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_external_key" ON "invoices" USING btree ("external_id");