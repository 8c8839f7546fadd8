CREATE INDEX IF NOT EXISTS "invites_created_idx" ON "invites" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invites_email_order_idx" ON "invites" USING btree (lower("email"),"created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_date_order_idx" ON "invoices" USING btree ("invoice_date","created_at","id");
