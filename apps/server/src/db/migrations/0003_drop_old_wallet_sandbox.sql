DROP TABLE "sandbox_payment_plus_faults" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_payment_plus_transactions" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_payment_plus_wallets" CASCADE;