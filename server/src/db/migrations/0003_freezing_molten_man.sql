CREATE TABLE "request_throttle" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_throttle_bucket_key_idx" ON "request_throttle" USING btree ("bucket","key","created_at");