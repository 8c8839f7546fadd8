ALTER TABLE "reimbursements" ADD COLUMN IF NOT EXISTS "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN IF NOT EXISTS "driver_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN IF NOT EXISTS "sole_driver_id" uuid;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reimbursements_created_id_idx" ON "reimbursements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reimbursements_expense_id_idx" ON "reimbursements" USING btree ("expense_minor","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reimbursement_items_failed_idx" ON "reimbursement_items" USING btree ("company_id","reimbursement_id") WHERE "reimbursement_items"."status" = 'BANK_REIMBURSEMENT_FAIL';
