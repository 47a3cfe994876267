-- Drafts and archive (issue 37, decision 074): whether a part is on sale. Every part there is stays on
-- sale ('active'). Additive: a constant default, which PostgreSQL stores without rewriting the table.
CREATE TYPE "public"."product_status" AS ENUM('active', 'draft', 'archived');--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "status" "product_status" DEFAULT 'active' NOT NULL;