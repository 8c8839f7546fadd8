CREATE TABLE "sandbox_qonto_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"body" text NOT NULL,
	"delivered_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_webhook_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"callback_url" text NOT NULL,
	"types" text[] NOT NULL,
	"secret" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_qonto_webhook_events" ADD CONSTRAINT "sandbox_qonto_webhook_events_subscription_id_sandbox_qonto_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."sandbox_qonto_webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_webhook_subscriptions" ADD CONSTRAINT "sandbox_qonto_webhook_subscriptions_organization_id_sandbox_qonto_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_qonto_organizations"("id") ON DELETE cascade ON UPDATE no action;