CREATE INDEX IF NOT EXISTS "charging_sessions_external_start_idx" ON "charging_sessions" USING btree ("start_date","id") WHERE "charging_sessions"."source" = 'EXTERNAL';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "charging_sessions_external_company_start_idx" ON "charging_sessions" USING btree ("company_id","start_date","id") WHERE "charging_sessions"."source" = 'EXTERNAL';
