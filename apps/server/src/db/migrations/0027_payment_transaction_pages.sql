DROP INDEX IF EXISTS "payment_transactions_booked_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "payment_transactions_company_booked_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_booked_id_idx" ON "payment_transactions" USING btree ("booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_company_booked_id_idx" ON "payment_transactions" USING btree ("company_id","booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_amount_idx" ON "payment_transactions" USING btree ("amount_minor","booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_company_amount_idx" ON "payment_transactions" USING btree ("company_id","amount_minor","booked_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_side_booked_idx" ON "payment_transactions" USING btree ("side","booked_at","id","company_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_counterparty_text_idx" ON "payment_transactions" USING gin ("counterparty_name" gin_trgm_ops) WHERE "payment_transactions"."counterparty_name" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_note_text_idx" ON "payment_transactions" USING gin ("note" gin_trgm_ops) WHERE "payment_transactions"."note" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_transactions_comment_text_idx" ON "payment_transactions" USING gin ("comment" gin_trgm_ops) WHERE "payment_transactions"."comment" is not null;
