DROP INDEX IF EXISTS "payment_transactions_booked_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "payment_transactions_company_booked_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_booked_id_idx" ON "payment_transactions" USING btree ("booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_company_booked_id_idx" ON "payment_transactions" USING btree ("company_id","booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_amount_idx" ON "payment_transactions" USING btree ("amount_minor","booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_company_amount_idx" ON "payment_transactions" USING btree ("company_id","amount_minor","booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_side_booked_idx" ON "payment_transactions" USING btree ("side","booked_at","id","company_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_counterparty_text_idx" ON "payment_transactions" USING gin ("counterparty_name" gin_trgm_ops) WHERE "payment_transactions"."counterparty_name" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_note_text_idx" ON "payment_transactions" USING gin ("note" gin_trgm_ops) WHERE "payment_transactions"."note" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_comment_text_idx" ON "payment_transactions" USING gin ("comment" gin_trgm_ops) WHERE "payment_transactions"."comment" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_energy_id_idx" ON "receipts" USING btree ("energy_wh","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_expense_id_idx" ON "receipts" USING btree ("expense_minor","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_company_drafts_idx" ON "receipts" USING btree ("company_id","created_at","id","sent") WHERE "receipts"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_current_submitted_period_idx" ON "receipts" USING btree ("period_year","period_month","submitted_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"company_id") WHERE "receipts"."superseded_at" is null and "receipts"."status" = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_company_year_expense_idx" ON "receipts" USING btree ("company_id","period_year","expense_minor","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receipts_company_year_energy_idx" ON "receipts" USING btree ("company_id","period_year","energy_wh","id");
