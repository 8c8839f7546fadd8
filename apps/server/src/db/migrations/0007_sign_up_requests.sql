CREATE TABLE "sign_up_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"country" text,
	"password_hash" text,
	"language" text NOT NULL,
	"requested_from" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_up_requests_token_key" ON "sign_up_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_up_requests_email_idx" ON "sign_up_requests" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "sign_up_requests_address_idx" ON "sign_up_requests" USING btree ("requested_from","created_at");