ALTER TABLE "reimbursements" ADD COLUMN IF NOT EXISTS "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN IF NOT EXISTS "driver_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN IF NOT EXISTS "sole_driver_id" uuid;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reimbursements_created_id_idx" ON "reimbursements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reimbursements_expense_id_idx" ON "reimbursements" USING btree ("expense_minor","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reimbursement_items_failed_idx" ON "reimbursement_items" USING btree ("company_id","reimbursement_id") WHERE "reimbursement_items"."status" = 'BANK_REIMBURSEMENT_FAIL';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payment_transaction_counts" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"side" text NOT NULL,
	"source" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"transactions" integer NOT NULL,
	CONSTRAINT "payment_transaction_counts_key" UNIQUE("company_id","month","side","source","method","status")
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "payment_transaction_counts" ADD CONSTRAINT "payment_transaction_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "receipt_counts" (
	"company_id" uuid NOT NULL,
	"period_year" smallint NOT NULL,
	"period_month" smallint NOT NULL,
	"status" text NOT NULL,
	"sent" boolean NOT NULL,
	"current" boolean NOT NULL,
	"receipts" integer NOT NULL,
	CONSTRAINT "receipt_counts_key" UNIQUE("company_id","period_year","period_month","status","sent","current")
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "receipt_counts" ADD CONSTRAINT "receipt_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
