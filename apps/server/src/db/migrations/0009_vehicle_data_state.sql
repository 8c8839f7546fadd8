ALTER TABLE "vehicles" ADD COLUMN "data_state" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "data_retry_at" timestamp with time zone;