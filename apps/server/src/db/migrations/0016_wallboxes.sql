CREATE TABLE "ocpp_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"wallbox_id" uuid NOT NULL,
	"transaction_id" serial NOT NULL,
	"connector_id" integer NOT NULL,
	"id_tag" text,
	"started_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"meter_start_wh" bigint NOT NULL,
	"meter_stop_wh" bigint,
	"stop_reason" text,
	"meter_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_data" text[] DEFAULT '{}'::text[] NOT NULL,
	"verification" text DEFAULT 'PENDING' NOT NULL,
	"verification_message" text,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallbox_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallbox_id" uuid NOT NULL,
	"instance" text NOT NULL,
	"method" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallboxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"identity" text NOT NULL,
	"password_hash" text NOT NULL,
	"meter_public_key" text,
	"rfid_tag" text,
	"vendor" text,
	"model" text,
	"serial_number" text,
	"firmware_version" text,
	"ocpp_version" text,
	"connector_status" text,
	"last_seen_at" timestamp with time zone,
	"connected_instance" text,
	"connected_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ocpp_transactions" ADD CONSTRAINT "ocpp_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocpp_transactions" ADD CONSTRAINT "ocpp_transactions_wallbox_id_wallboxes_id_fk" FOREIGN KEY ("wallbox_id") REFERENCES "public"."wallboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocpp_transactions" ADD CONSTRAINT "ocpp_transactions_session_id_charging_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."charging_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallbox_commands" ADD CONSTRAINT "wallbox_commands_wallbox_id_wallboxes_id_fk" FOREIGN KEY ("wallbox_id") REFERENCES "public"."wallboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallboxes" ADD CONSTRAINT "wallboxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallboxes" ADD CONSTRAINT "wallboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ocpp_transactions_transaction_id_key" ON "ocpp_transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ocpp_transactions_start_key" ON "ocpp_transactions" USING btree ("wallbox_id","connector_id","started_at","meter_start_wh");--> statement-breakpoint
CREATE UNIQUE INDEX "ocpp_transactions_session_key" ON "ocpp_transactions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "ocpp_transactions_company_wallbox_idx" ON "ocpp_transactions" USING btree ("company_id","wallbox_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallboxes_identity_key" ON "wallboxes" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "wallboxes_company_identity_idx" ON "wallboxes" USING btree ("company_id","identity");--> statement-breakpoint
CREATE INDEX "wallboxes_company_user_idx" ON "wallboxes" USING btree ("company_id","user_id");