ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "sort_name" text GENERATED ALWAYS AS (lower(coalesce(trim("first_name" || ' ' || "last_name"), ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_role_sort_name_idx" ON "users" USING btree ("role","sort_name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_company_role_sort_name_idx" ON "users" USING btree ("company_id","role","sort_name","id");
