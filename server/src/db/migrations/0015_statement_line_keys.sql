-- A statement line is identified by what identifies it in its format, no longer by the bank's
-- reference alone (banks repeat one across movements). Lines imported before keep their bank
-- reference as key, marked 'legacy/': an import skips a line whose bank reference such a line has.
ALTER TABLE "statement_entries" DROP CONSTRAINT "statement_entries_bank_reference_key";--> statement-breakpoint
ALTER TABLE "statement_entries" ADD COLUMN "line_key" text;--> statement-breakpoint
UPDATE "statement_entries" SET "line_key" = 'legacy/' || "bank_reference";--> statement-breakpoint
ALTER TABLE "statement_entries" ALTER COLUMN "line_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_line_key_key" UNIQUE("line_key");
