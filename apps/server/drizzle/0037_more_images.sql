-- Several pictures per part (issue 37, decision 075): the main one stays in img, the others follow in
-- order. Additive: every part starts with none more, a constant default stored without a rewrite.
ALTER TABLE "product" ADD COLUMN "more_images" text[] DEFAULT '{}'::text[] NOT NULL;