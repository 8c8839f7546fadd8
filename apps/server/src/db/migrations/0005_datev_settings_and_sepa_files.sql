CREATE TABLE "sepa_payment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reimbursement_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"debtor_iban" text NOT NULL,
	"execution_date" text NOT NULL,
	"items_key" text NOT NULL,
	"transfer_count" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"content" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "datev_consultant_number" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "datev_client_number" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "datev_chart_of_accounts" text DEFAULT 'SKR03' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "datev_account_length" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "datev_expense_account" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "datev_payable_account" text;--> statement-breakpoint
ALTER TABLE "sepa_payment_files" ADD CONSTRAINT "sepa_payment_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_payment_files" ADD CONSTRAINT "sepa_payment_files_reimbursement_id_reimbursements_id_fk" FOREIGN KEY ("reimbursement_id") REFERENCES "public"."reimbursements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_payment_files" ADD CONSTRAINT "sepa_payment_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_payment_files_message_id_key" ON "sepa_payment_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sepa_payment_files_reimbursement_idx" ON "sepa_payment_files" USING btree ("company_id","reimbursement_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_datev_consultant_check" CHECK ("companies"."datev_consultant_number" between 1001 and 9999999);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_datev_client_check" CHECK ("companies"."datev_client_number" between 1 and 99999);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_datev_chart_check" CHECK ("companies"."datev_chart_of_accounts" in ('SKR03', 'SKR04'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_datev_account_length_check" CHECK ("companies"."datev_account_length" between 4 and 8);