CREATE INDEX IF NOT EXISTS "audit_events_company_action_idx" ON "audit_events" USING btree ("company_id","action","occurred_at","id");
