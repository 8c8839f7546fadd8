ALTER TABLE "charging_sessions" ADD COLUMN "signed_meter_values" text[];--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD COLUMN "meter_public_key" text;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD COLUMN "meter_signature_status" text;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD COLUMN "meter_signature_failure" text;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD CONSTRAINT "charging_sessions_meter_signature_check" CHECK ((coalesce("charging_sessions"."meter_signature_status", '') = 'FAILED') = ("charging_sessions"."meter_signature_failure" is not null));