CREATE TABLE "payee_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payee_name" text NOT NULL,
	"iban" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"result" text NOT NULL,
	"matched_name" text,
	"proof_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reimbursement_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"iban" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"provider_reference" text,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_beneficiaries" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"email" text,
	"trusted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_payees" (
	"iban" text PRIMARY KEY NOT NULL,
	"holder_name" text,
	"reachable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_sca_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"result" text DEFAULT 'waiting' NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_vop_proofs" (
	"token" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"ibans" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lemonway_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"internal_id" serial NOT NULL,
	"account_type" integer NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"status" integer DEFAULT 6 NOT NULL,
	"blocked" integer DEFAULT 0 NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"virtual_iban" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lemonway_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" integer NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lemonway_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"mode" text NOT NULL,
	"remaining" integer NOT NULL,
	"delay_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lemonway_ibans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"status" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lemonway_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" integer NOT NULL,
	"body" text NOT NULL,
	"delivered_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lemonway_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_lemonway_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" integer NOT NULL,
	"status" integer NOT NULL,
	"debit_account_id" text,
	"credit_account_id" text,
	"amount_cents" bigint NOT NULL,
	"comment" text,
	"reference" text,
	"iban_id" integer,
	"requests" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_operations" ADD COLUMN "payee_verification_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_operations" ADD COLUMN "sca_session_token" text;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD COLUMN "bank_account_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_organizations" ADD COLUMN "bank_account_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_transfers" ADD COLUMN "beneficiary_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_transfers" ADD COLUMN "bank_account_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_transfers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_transfers" ADD COLUMN "vop_proof_token" text;--> statement-breakpoint
ALTER TABLE "payee_verifications" ADD CONSTRAINT "payee_verifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_verifications" ADD CONSTRAINT "payee_verifications_item_id_reimbursement_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reimbursement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_verifications" ADD CONSTRAINT "payee_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_reimbursement_id_reimbursements_id_fk" FOREIGN KEY ("reimbursement_id") REFERENCES "public"."reimbursements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_beneficiaries" ADD CONSTRAINT "sandbox_qonto_beneficiaries_organization_id_sandbox_qonto_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_qonto_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_sca_sessions" ADD CONSTRAINT "sandbox_qonto_sca_sessions_organization_id_sandbox_qonto_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_qonto_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_vop_proofs" ADD CONSTRAINT "sandbox_qonto_vop_proofs_organization_id_sandbox_qonto_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_qonto_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_lemonway_documents" ADD CONSTRAINT "sandbox_lemonway_documents_account_id_sandbox_lemonway_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_lemonway_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_lemonway_ibans" ADD CONSTRAINT "sandbox_lemonway_ibans_account_id_sandbox_lemonway_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_lemonway_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payee_verifications_company_item_idx" ON "payee_verifications" USING btree ("company_id","item_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_company_reimbursement_idx" ON "wallet_top_ups" USING btree ("company_id","reimbursement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_waiting_key" ON "wallet_top_ups" USING btree ("company_id","reimbursement_id") WHERE "wallet_top_ups"."status" = 'WAITING';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_qonto_beneficiaries_iban_key" ON "sandbox_qonto_beneficiaries" USING btree ("organization_id","iban");--> statement-breakpoint
CREATE INDEX "sandbox_lemonway_transactions_reference_idx" ON "sandbox_lemonway_transactions" USING btree ("reference");