DROP INDEX IF EXISTS "audit_events_company_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_events_time_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_events_entity_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_company_time_id_idx" ON "audit_events" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_time_id_idx" ON "audit_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_company_entity_idx" ON "audit_events" USING btree ("company_id","entity","occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_entity_time_idx" ON "audit_events" USING btree ("entity","occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_entity_id_idx" ON "audit_events" USING btree ("entity_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_actor_text_idx" ON "audit_events" USING gin ("actor" gin_trgm_ops);