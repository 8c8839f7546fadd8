-- The payout channel names what pays, not the vendor: bank transfers were stored as QONTO.
UPDATE "reimbursement_items" SET "payout_channel" = 'BANK' WHERE "payout_channel" = 'QONTO';
