DROP TABLE "sandbox_accounting_faults" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_accounting_invoices" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_accounting_payments" CASCADE;