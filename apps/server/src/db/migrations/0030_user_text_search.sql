CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_text_idx" ON "users" USING gin (trim("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_reversed_name_text_idx" ON "users" USING gin (("last_name" || ' ' || "first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_text_idx" ON "users" USING gin ("email" gin_trgm_ops);
