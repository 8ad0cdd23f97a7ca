CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" uuid,
	"statement_entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_statement_entry_key" UNIQUE("statement_entry_id"),
	CONSTRAINT "payments_amount_not_zero" CHECK ("payments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "statement_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_reference" text NOT NULL,
	"format" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_iban" text DEFAULT '' NOT NULL,
	"communication" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"suggested_invoice_id" uuid,
	"imported_by_user_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_entries_bank_reference_key" UNIQUE("bank_reference")
);
--> statement-breakpoint
ALTER TABLE "invoice_meta" ADD COLUMN "beneficiary_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_meta" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "invoice_meta" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "invoice_meta" ADD COLUMN "payment_due_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_meta" ADD COLUMN "club_address" text;--> statement-breakpoint
ALTER TABLE "invoice_meta" ADD COLUMN "enterprise_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "structured_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reissued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_suggested_invoice_id_invoices_id_fk" FOREIGN KEY ("suggested_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_entries" ADD CONSTRAINT "statement_entries_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_key" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_structured_reference_key" UNIQUE("structured_reference");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_not_negative" CHECK ("invoices"."amount_cents" >= 0);