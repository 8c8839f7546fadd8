CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"domain" text,
	"country" text NOT NULL,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"parent_id" uuid,
	"subscription_type" text DEFAULT 'LIGHT' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_plus_start_date" date,
	"policy" text,
	"address_street" text,
	"address_zip" text,
	"address_city" text,
	"tariff_verification_frequency" text DEFAULT 'ONE_TIME' NOT NULL,
	"mileage_query_frequency" text DEFAULT 'NOT_REQUIRED' NOT NULL,
	"receipt_due_day" integer DEFAULT 5 NOT NULL,
	"require_car_plate" boolean DEFAULT false NOT NULL,
	"require_company_name" boolean DEFAULT false NOT NULL,
	"require_cost_center" boolean DEFAULT false NOT NULL,
	"require_employee_id" boolean DEFAULT false NOT NULL,
	"reimbursement_mode" text DEFAULT 'COMPANY' NOT NULL,
	"layout_show_mandate_text" boolean DEFAULT true NOT NULL,
	"layout_show_address" boolean DEFAULT true NOT NULL,
	"layout_show_car_plate" boolean DEFAULT true NOT NULL,
	"layout_show_company_name" boolean DEFAULT true NOT NULL,
	"layout_show_cost_center" boolean DEFAULT false NOT NULL,
	"layout_show_employee_id" boolean DEFAULT false NOT NULL,
	"layout_show_embedded_tariff" boolean DEFAULT false NOT NULL,
	"reporting_show_address" boolean DEFAULT true NOT NULL,
	"reporting_show_car_plate" boolean DEFAULT true NOT NULL,
	"reporting_show_company_name" boolean DEFAULT true NOT NULL,
	"reporting_show_cost_center" boolean DEFAULT false NOT NULL,
	"reporting_show_employee_id" boolean DEFAULT false NOT NULL,
	"reporting_show_embedded_tariff" boolean DEFAULT false NOT NULL,
	"export_default_format" text DEFAULT 'XLSX' NOT NULL,
	"export_zip_enabled" boolean DEFAULT false NOT NULL,
	"billing_contact_name" text,
	"billing_contact_email" text,
	"billing_street" text,
	"billing_zip" text,
	"billing_city" text,
	"vat_number" text,
	"vat_rate_bp" integer,
	"payment_account_id" text,
	"connect_trial_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"external_subject" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"id_number" text,
	"car_plate" text,
	"license_key" text,
	"cost_center" text,
	"employee_id" text,
	"receipt_recipient_email" text,
	"next_receipt_number" integer DEFAULT 1 NOT NULL,
	"street" text,
	"zip" text,
	"city" text,
	"country" text,
	"iban" text,
	"account_holder" text,
	"is_payment_plus" boolean DEFAULT false NOT NULL,
	"kyc_status" text,
	"planned_yearly_km" integer,
	"onboarding_completed" boolean DEFAULT true NOT NULL,
	"preferred_language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_models" (
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_models_pkey" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "oidc_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cable_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cable_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"unassigned_at" timestamp with time zone,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"hardware_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"firmware_version" text,
	"pincode_reset_required" boolean DEFAULT false NOT NULL,
	"pincode_master_override" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"license_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"cable_id" uuid,
	"user_id" uuid,
	"type" text DEFAULT 'HOME_CHARGING' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"license_key" text NOT NULL,
	"start_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"price_per_kwh" integer NOT NULL,
	"currency" text NOT NULL,
	"base_fee_monthly_minor" integer,
	"eco" boolean DEFAULT false NOT NULL,
	"dynamic" boolean DEFAULT false NOT NULL,
	"price_series_id" uuid,
	"provider_name" text,
	"document_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"review_topic" text,
	"review_description" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"next_verification_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_price_check" CHECK ("tariffs"."price_per_kwh" >= 0),
	CONSTRAINT "tariffs_period_check" CHECK ("tariffs"."end_date" is null or "tariffs"."end_date" >= "tariffs"."start_date"),
	CONSTRAINT "tariffs_rejection_check" CHECK ("tariffs"."rejection_reason" is null or "tariffs"."status" = 'INVALID')
);
--> statement-breakpoint
CREATE TABLE "company_price_rules" (
	"company_id" uuid NOT NULL,
	"country" text NOT NULL,
	"rule" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_price_rules_company_id_country_pk" PRIMARY KEY("company_id","country")
);
--> statement-breakpoint
CREATE TABLE "flat_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"valid_from" date NOT NULL,
	"price_per_kwh" integer NOT NULL,
	"currency" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flat_rates_price_check" CHECK ("flat_rates"."price_per_kwh" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_series_points" (
	"series_id" uuid NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"price_per_kwh" integer NOT NULL,
	CONSTRAINT "price_series_points_series_id_hour_start_pk" PRIMARY KEY("series_id","hour_start"),
	CONSTRAINT "price_series_points_price_check" CHECK ("price_series_points"."price_per_kwh" >= 0)
);
--> statement-breakpoint
CREATE TABLE "charging_session_totals" (
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"ignored" boolean NOT NULL,
	"sessions" integer NOT NULL,
	"energy_wh" bigint NOT NULL,
	"expense_minor" bigint NOT NULL,
	"priced_wh" bigint NOT NULL,
	"priced_expense_minor" bigint NOT NULL,
	CONSTRAINT "charging_session_totals_key" UNIQUE NULLS NOT DISTINCT("company_id","user_id","month","currency","source","ignored")
);
--> statement-breakpoint
CREATE TABLE "charging_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"cable_id" uuid,
	"cable_hardware_id" text,
	"mobile_identifier_index" integer,
	"start_date" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"watt_hours" integer,
	"meter_start_wh" bigint,
	"meter_end_wh" bigint,
	"energy_difference_wh" integer,
	"tariff_id" uuid,
	"tariff_price" integer,
	"price_basis" text,
	"expense_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"reimbursable" boolean DEFAULT false NOT NULL,
	"error_code" smallint DEFAULT 0 NOT NULL,
	"receipt_id" uuid,
	"receipt_status" text,
	"review_status" text DEFAULT 'NONE' NOT NULL,
	"review_type" text,
	"review_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"source" text DEFAULT 'CABLE' NOT NULL,
	"external_operator" text,
	"external_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charging_sessions_error_code_check" CHECK ("charging_sessions"."error_code" between 0 and 5),
	CONSTRAINT "charging_sessions_expense_check" CHECK ("charging_sessions"."expense_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_runs" (
	"company_id" uuid NOT NULL,
	"period_year" smallint NOT NULL,
	"period_month" smallint NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_runs_company_id_period_year_period_month_pk" PRIMARY KEY("company_id","period_year","period_month")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"period_year" smallint NOT NULL,
	"period_month" smallint NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"corrects_receipt_id" uuid,
	"superseded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"sent" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"session_count" integer DEFAULT 0 NOT NULL,
	"energy_wh" bigint DEFAULT 0 NOT NULL,
	"expense_minor" bigint DEFAULT 0 NOT NULL,
	"base_fee_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_iban" text,
	"payment_account_holder" text,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_period_month_check" CHECK ("receipts"."period_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "payment_transaction_reimbursements" (
	"company_id" uuid NOT NULL,
	"payment_transaction_id" uuid NOT NULL,
	"reimbursement_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transaction_reimbursements_company_id_payment_transaction_id_reimbursement_id_pk" PRIMARY KEY("company_id","payment_transaction_id","reimbursement_id")
);
--> statement-breakpoint
CREATE TABLE "payout_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"step" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text,
	"provider_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursement_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reimbursement_id" uuid NOT NULL,
	"receipt_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payout_key" text,
	"payout_started_at" timestamp with time zone,
	"payout_channel" text,
	"payout_attempt" integer DEFAULT 0 NOT NULL,
	"payout_finished_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_transaction_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"period_year" smallint NOT NULL,
	"period_month" smallint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_status" text DEFAULT 'PENDING' NOT NULL,
	"expense_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursements_period_month_check" CHECK ("reimbursements"."period_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"source" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"side" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"note" text,
	"comment" text,
	"counterparty_name" text,
	"counterparty_iban" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"text" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"status" text DEFAULT 'SUCCEEDED' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"method" text,
	"external_id" text,
	"related_payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text DEFAULT 'SERVICE' NOT NULL,
	"number" text,
	"number_year" integer,
	"number_seq" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"invoice_date" date NOT NULL,
	"delivery_from" date,
	"delivery_to" date,
	"currency" text NOT NULL,
	"total_net_minor" bigint DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"vat_category" text DEFAULT 'S' NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_gross_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"billing_contact_name" text,
	"billing_contact_email" text,
	"billing_street" text,
	"billing_zip" text,
	"billing_city" text,
	"billing_country" text,
	"vat_number" text,
	"external_id" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_parts_check" CHECK (("invoices"."number" is null) = ("invoices"."number_seq" is null))
);
--> statement-breakpoint
CREATE TABLE "vehicle_telemetry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"battery_percent" smallint,
	"battery_range_km" integer,
	"charging_status" text,
	"plugged_in" boolean,
	"odometer_km" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"provider" text DEFAULT 'CAR_API' NOT NULL,
	"provider_vehicle_id" text NOT NULL,
	"vin" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"model_year" smallint,
	"battery_capacity_wh" integer,
	"connection_status" text DEFAULT 'CONNECTED' NOT NULL,
	"charging_status" text DEFAULT 'UNKNOWN' NOT NULL,
	"odometer_km" integer,
	"battery_percent" smallint,
	"battery_range_km" integer,
	"plugged_in" boolean,
	"latitude" double precision,
	"longitude" double precision,
	"last_seen_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mileage_reading_years" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"first_km" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_km" integer NOT NULL,
	"last_source" text NOT NULL,
	CONSTRAINT "mileage_reading_years_company_id_user_id_year_pk" PRIMARY KEY("company_id","user_id","year")
);
--> statement-breakpoint
CREATE TABLE "mileage_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"source" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"note" text,
	"flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mileage_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"notification_id" uuid,
	"email_id" uuid,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"token" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" uuid,
	"responded_user_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modal_seen" (
	"user_id" uuid NOT NULL,
	"modal_id" text NOT NULL,
	"dont_show_again" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modal_seen_user_id_modal_id_pk" PRIMARY KEY("user_id","modal_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"sent_by" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_id" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_api_auth_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_by" uuid,
	"purpose" text NOT NULL,
	"link_token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"link_used_at" timestamp with time zone,
	"state_hash" text,
	"state_expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_authorizations" (
	"state" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"provider" text NOT NULL,
	"status" text DEFAULT 'CONNECTED' NOT NULL,
	"external_account_id" text,
	"account_iban" text,
	"access_token" text,
	"refresh_token" text,
	"scope" text,
	"expires_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"disconnected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"mode" text NOT NULL,
	"remaining" integer NOT NULL,
	"delay_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"legal_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"organization_id" text NOT NULL,
	"redirect_uri" text,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"side" text NOT NULL,
	"operation_type" text NOT NULL,
	"status" text NOT NULL,
	"label" text NOT NULL,
	"reference" text,
	"note" text,
	"counterparty_iban" text,
	"emitted_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_qonto_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_iban" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text,
	"transaction_id" text NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_plus_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"mode" text NOT NULL,
	"remaining" integer NOT NULL,
	"delay_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_plus_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"debit_wallet_id" text,
	"credit_wallet_id" text,
	"iban" text,
	"holder_name" text,
	"reference" text,
	"requests" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_plus_wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"holder_name" text,
	"kyc_status" text DEFAULT 'VALIDATED' NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounting_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"operation" text,
	"status" integer DEFAULT 503 NOT NULL,
	"remaining" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounting_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"gross_minor" bigint NOT NULL,
	"document" jsonb NOT NULL,
	"pushes" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_accounting_invoices_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounting_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"method" text,
	"related_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_accounting_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_car_api_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"vehicle_ids" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_car_api_faults" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"target" text,
	"remaining" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_car_api_revoked_grants" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_car_api_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_id" uuid,
	"actor_id" uuid,
	"actor" text,
	"request_id" text,
	"entity" text NOT NULL,
	"entity_id" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_id_companies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_assignments" ADD CONSTRAINT "cable_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_assignments" ADD CONSTRAINT "cable_assignments_cable_id_cables_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."cables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_assignments" ADD CONSTRAINT "cable_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cable_assignments" ADD CONSTRAINT "cable_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cables" ADD CONSTRAINT "cables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cables" ADD CONSTRAINT "cables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_renewals" ADD CONSTRAINT "license_renewals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_renewals" ADD CONSTRAINT "license_renewals_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_renewals" ADD CONSTRAINT "license_renewals_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_cable_id_cables_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."cables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_price_series_id_price_series_id_fk" FOREIGN KEY ("price_series_id") REFERENCES "public"."price_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_price_rules" ADD CONSTRAINT "company_price_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_price_rules" ADD CONSTRAINT "company_price_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flat_rates" ADD CONSTRAINT "flat_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_series" ADD CONSTRAINT "price_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_series_points" ADD CONSTRAINT "price_series_points_series_id_price_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."price_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_session_totals" ADD CONSTRAINT "charging_session_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_session_totals" ADD CONSTRAINT "charging_session_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD CONSTRAINT "charging_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD CONSTRAINT "charging_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD CONSTRAINT "charging_sessions_cable_id_cables_id_fk" FOREIGN KEY ("cable_id") REFERENCES "public"."cables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD CONSTRAINT "charging_sessions_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD CONSTRAINT "charging_sessions_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_sessions" ADD CONSTRAINT "charging_sessions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_runs" ADD CONSTRAINT "receipt_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_corrects_receipt_id_receipts_id_fk" FOREIGN KEY ("corrects_receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transaction_reimbursements" ADD CONSTRAINT "payment_transaction_reimbursements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transaction_reimbursements" ADD CONSTRAINT "payment_transaction_reimbursements_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transaction_reimbursements" ADD CONSTRAINT "payment_transaction_reimbursements_reimbursement_id_reimbursements_id_fk" FOREIGN KEY ("reimbursement_id") REFERENCES "public"."reimbursements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_operations" ADD CONSTRAINT "payout_operations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_operations" ADD CONSTRAINT "payout_operations_item_id_reimbursement_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reimbursement_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_items" ADD CONSTRAINT "reimbursement_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_items" ADD CONSTRAINT "reimbursement_items_reimbursement_id_reimbursements_id_fk" FOREIGN KEY ("reimbursement_id") REFERENCES "public"."reimbursements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_items" ADD CONSTRAINT "reimbursement_items_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_items" ADD CONSTRAINT "reimbursement_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursement_items" ADD CONSTRAINT "reimbursement_items_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_telemetry" ADD CONSTRAINT "vehicle_telemetry_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_telemetry" ADD CONSTRAINT "vehicle_telemetry_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_reading_years" ADD CONSTRAINT "mileage_reading_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_reading_years" ADD CONSTRAINT "mileage_reading_years_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_readings" ADD CONSTRAINT "mileage_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_readings" ADD CONSTRAINT "mileage_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_readings" ADD CONSTRAINT "mileage_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_requests" ADD CONSTRAINT "mileage_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_requests" ADD CONSTRAINT "mileage_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_requests" ADD CONSTRAINT "mileage_requests_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_requests" ADD CONSTRAINT "mileage_requests_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_responded_user_id_users_id_fk" FOREIGN KEY ("responded_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modal_seen" ADD CONSTRAINT "modal_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_api_auth_flows" ADD CONSTRAINT "car_api_auth_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_api_auth_flows" ADD CONSTRAINT "car_api_auth_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_api_auth_flows" ADD CONSTRAINT "car_api_auth_flows_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_authorizations" ADD CONSTRAINT "provider_authorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_authorizations" ADD CONSTRAINT "provider_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_tokens" ADD CONSTRAINT "sandbox_qonto_tokens_organization_id_sandbox_qonto_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_qonto_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_transactions" ADD CONSTRAINT "sandbox_qonto_transactions_organization_id_sandbox_qonto_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_qonto_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_qonto_transfers" ADD CONSTRAINT "sandbox_qonto_transfers_organization_id_sandbox_qonto_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."sandbox_qonto_organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_accounting_payments" ADD CONSTRAINT "sandbox_accounting_payments_invoice_id_sandbox_accounting_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sandbox_accounting_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_key" ON "users" USING btree ("external_subject");--> statement-breakpoint
CREATE INDEX "users_company_role_idx" ON "users" USING btree ("company_id","role","last_name");--> statement-breakpoint
CREATE INDEX "oidc_models_grant_idx" ON "oidc_models" USING btree ("kind","grant_id") WHERE "oidc_models"."grant_id" is not null;--> statement-breakpoint
CREATE INDEX "oidc_models_uid_idx" ON "oidc_models" USING btree ("kind","uid") WHERE "oidc_models"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_models_user_code_idx" ON "oidc_models" USING btree ("kind","user_code") WHERE "oidc_models"."user_code" is not null;--> statement-breakpoint
CREATE INDEX "oidc_models_expires_idx" ON "oidc_models" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "documents_company_user_idx" ON "documents" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "cable_assignments_company_cable_idx" ON "cable_assignments" USING btree ("company_id","cable_id","assigned_at");--> statement-breakpoint
CREATE INDEX "cable_assignments_company_user_idx" ON "cable_assignments" USING btree ("company_id","user_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cables_hardware_id_key" ON "cables" USING btree ("hardware_id");--> statement-breakpoint
CREATE INDEX "cables_company_status_idx" ON "cables" USING btree ("company_id","status","hardware_id");--> statement-breakpoint
CREATE INDEX "cables_company_user_idx" ON "cables" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "license_renewals_company_license_idx" ON "license_renewals" USING btree ("company_id","license_id","period_start");--> statement-breakpoint
CREATE INDEX "license_renewals_company_status_idx" ON "license_renewals" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "license_renewals_live_period_key" ON "license_renewals" USING btree ("company_id","license_id","period_start") WHERE "license_renewals"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "license_renewals_company_invoice_idx" ON "license_renewals" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_key_key" ON "licenses" USING btree ("license_key");--> statement-breakpoint
CREATE INDEX "licenses_company_status_idx" ON "licenses" USING btree ("company_id","status","expiration_date");--> statement-breakpoint
CREATE INDEX "licenses_company_user_idx" ON "licenses" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "licenses_company_cable_idx" ON "licenses" USING btree ("company_id","cable_id");--> statement-breakpoint
CREATE INDEX "tariffs_company_user_start_idx" ON "tariffs" USING btree ("company_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "tariffs_company_status_idx" ON "tariffs" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "tariffs_created_idx" ON "tariffs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tariffs_verification_idx" ON "tariffs" USING btree ("next_verification_date") WHERE "tariffs"."status" = 'VALID';--> statement-breakpoint
CREATE INDEX "tariffs_price_series_idx" ON "tariffs" USING btree ("price_series_id") WHERE "tariffs"."price_series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_company_user_number_key" ON "tariffs" USING btree ("company_id","user_id","number");--> statement-breakpoint
CREATE INDEX "company_price_rules_country_idx" ON "company_price_rules" USING btree ("country","rule");--> statement-breakpoint
CREATE UNIQUE INDEX "flat_rates_country_valid_from_key" ON "flat_rates" USING btree ("country","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "price_series_name_key" ON "price_series" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "charging_session_totals_company_month_idx" ON "charging_session_totals" USING btree ("company_id","month","user_id","currency","source","ignored","sessions","energy_wh","expense_minor","priced_wh","priced_expense_minor");--> statement-breakpoint
CREATE INDEX "charging_session_totals_month_idx" ON "charging_session_totals" USING btree ("month","company_id","user_id","currency","source","ignored","sessions","energy_wh","expense_minor","priced_wh","priced_expense_minor");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_sessions_ingest_key" ON "charging_sessions" USING btree ("cable_id","start_date","mobile_identifier_index");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_sessions_external_key" ON "charging_sessions" USING btree ("company_id","external_reference") WHERE "charging_sessions"."external_reference" is not null;--> statement-breakpoint
CREATE INDEX "charging_sessions_company_start_idx" ON "charging_sessions" USING btree ("company_id","start_date","id","source");--> statement-breakpoint
CREATE INDEX "charging_sessions_company_user_start_idx" ON "charging_sessions" USING btree ("company_id","user_id","start_date");--> statement-breakpoint
CREATE INDEX "charging_sessions_company_review_idx" ON "charging_sessions" USING btree ("company_id","review_status","start_date");--> statement-breakpoint
CREATE INDEX "charging_sessions_start_idx" ON "charging_sessions" USING btree ("start_date","id","source");--> statement-breakpoint
CREATE INDEX "charging_sessions_to_review_idx" ON "charging_sessions" USING btree ("start_date") WHERE "charging_sessions"."review_status" = 'TO_BE_REVIEWED';--> statement-breakpoint
CREATE INDEX "charging_sessions_company_receipt_idx" ON "charging_sessions" USING btree ("company_id","receipt_id");--> statement-breakpoint
CREATE INDEX "charging_sessions_company_tariff_idx" ON "charging_sessions" USING btree ("company_id","tariff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_company_user_number_key" ON "receipts" USING btree ("company_id","user_id","number");--> statement-breakpoint
CREATE INDEX "receipts_company_period_idx" ON "receipts" USING btree ("company_id","period_year","period_month");--> statement-breakpoint
CREATE INDEX "receipts_company_created_idx" ON "receipts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "receipts_created_idx" ON "receipts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receipts_company_corrects_idx" ON "receipts" USING btree ("company_id","corrects_receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_current_per_month_key" ON "receipts" USING btree ("company_id","user_id","period_year","period_month") WHERE "receipts"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "payment_transaction_reimbursements_reimbursement_idx" ON "payment_transaction_reimbursements" USING btree ("company_id","reimbursement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_operations_key" ON "payout_operations" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_operations_live_step_key" ON "payout_operations" USING btree ("company_id","item_id","step") WHERE "payout_operations"."status" <> 'FAILED';--> statement-breakpoint
CREATE INDEX "payout_operations_open_idx" ON "payout_operations" USING btree ("status","last_attempt_at") WHERE "payout_operations"."status" in ('PENDING', 'SUBMITTED');--> statement-breakpoint
CREATE INDEX "reimbursement_items_company_reimbursement_idx" ON "reimbursement_items" USING btree ("company_id","reimbursement_id");--> statement-breakpoint
CREATE INDEX "reimbursement_items_company_user_idx" ON "reimbursement_items" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reimbursement_items_live_receipt_key" ON "reimbursement_items" USING btree ("company_id","receipt_id") WHERE "reimbursement_items"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE UNIQUE INDEX "reimbursement_items_payout_key" ON "reimbursement_items" USING btree ("company_id","payout_key");--> statement-breakpoint
CREATE INDEX "reimbursement_items_in_flight_idx" ON "reimbursement_items" USING btree ("payout_started_at") WHERE "reimbursement_items"."payout_started_at" is not null and "reimbursement_items"."payout_finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reimbursements_company_number_key" ON "reimbursements" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "reimbursements_company_period_idx" ON "reimbursements" USING btree ("company_id","period_year","period_month");--> statement-breakpoint
CREATE INDEX "payment_transactions_company_booked_idx" ON "payment_transactions" USING btree ("company_id","booked_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_company_status_idx" ON "payment_transactions" USING btree ("company_id","status","booked_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_booked_idx" ON "payment_transactions" USING btree ("booked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_external_key" ON "payment_transactions" USING btree ("company_id","source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_position_key" ON "invoice_lines" USING btree ("company_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_company_invoice_idx" ON "invoice_payments" USING btree ("company_id","invoice_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_external_key" ON "invoice_payments" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq_key" ON "invoices" USING btree ("number_year","number_seq");--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_status_date_idx" ON "invoices" USING btree ("status","invoice_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_telemetry_company_vehicle_idx" ON "vehicle_telemetry" USING btree ("company_id","vehicle_id","changed_at");--> statement-breakpoint
CREATE INDEX "vehicles_company_user_idx" ON "vehicles" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_provider_vehicle_key" ON "vehicles" USING btree ("company_id","provider","provider_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_due_poll_idx" ON "vehicles" USING btree ("polled_at") WHERE "vehicles"."connection_status" = 'CONNECTED';--> statement-breakpoint
CREATE INDEX "mileage_reading_years_company_year_idx" ON "mileage_reading_years" USING btree ("company_id","year");--> statement-breakpoint
CREATE INDEX "mileage_readings_company_user_read_idx" ON "mileage_readings" USING btree ("company_id","user_id","read_at");--> statement-breakpoint
CREATE INDEX "mileage_readings_company_read_idx" ON "mileage_readings" USING btree ("company_id","read_at");--> statement-breakpoint
CREATE INDEX "mileage_readings_car_idx" ON "mileage_readings" USING btree ("company_id","user_id","read_at") WHERE "mileage_readings"."source" = 'CAR';--> statement-breakpoint
CREATE INDEX "mileage_readings_read_idx" ON "mileage_readings" USING btree ("read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mileage_requests_company_user_period_key" ON "mileage_requests" USING btree ("company_id","user_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "invites_token_key" ON "invites" USING btree ("token");--> statement-breakpoint
CREATE INDEX "invites_company_created_idx" ON "invites" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_company_email_idx" ON "invites" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "notifications_company_user_idx" ON "notifications" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_company_created_idx" ON "email_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "car_api_auth_flows_link_key" ON "car_api_auth_flows" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "car_api_auth_flows_state_key" ON "car_api_auth_flows" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "car_api_auth_flows_company_user_idx" ON "car_api_auth_flows" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_authorizations_company_idx" ON "provider_authorizations" USING btree ("company_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_company_key" ON "provider_connections" USING btree ("company_id","provider") WHERE "provider_connections"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connections_user_key" ON "provider_connections" USING btree ("company_id","user_id","provider") WHERE "provider_connections"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_qonto_transfers_key" ON "sandbox_qonto_transfers" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_plus_transactions_key" ON "sandbox_payment_plus_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_accounting_payments_invoice_idx" ON "sandbox_accounting_payments" USING btree ("invoice_id","paid_at");--> statement-breakpoint
CREATE INDEX "audit_events_company_time_idx" ON "audit_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id","occurred_at");