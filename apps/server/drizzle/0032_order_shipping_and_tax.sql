ALTER TABLE "order" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "bill_to" jsonb;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_min_days" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_max_days" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "goods_cents" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_cents" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_tax_cents" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_cents" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_rate_ppm" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_label" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "reverse_charge" boolean;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "prices_include_tax" boolean;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "tax_cents" bigint;