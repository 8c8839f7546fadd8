DROP INDEX IF EXISTS "receipts_company_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "receipts_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_company_created_id_idx" ON "receipts" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_created_id_idx" ON "receipts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_period_created_id_idx" ON "receipts" USING btree ("period_year","period_month","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_current_submitted_idx" ON "receipts" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "receipts"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reimbursement_items_company_receipt_idx" ON "reimbursement_items" USING btree ("company_id","receipt_id");