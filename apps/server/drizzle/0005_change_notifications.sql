-- Caches in every server process listen on these channels (src/db/change-feed.ts).
-- catalog_changed: what the public catalogue shows has changed. An order taking stock from a part that
-- stays orderable does not notify (it would cost every order a notification): cached lists may show
-- such stock up to a second old, and the order transaction alone judges stock.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_added_or_removed AFTER INSERT OR DELETE OR TRUNCATE ON "product"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_edited AFTER UPDATE ON "product" FOR EACH ROW
  WHEN (NOT (
    NEW.available_qty < OLD.available_qty
    AND NEW.available_qty >= NEW.minimum_qty
    AND (NEW.name, NEW.img, NEW.short_description, NEW.price_cents, NEW.minimum_qty)
      IS NOT DISTINCT FROM (OLD.name, OLD.img, OLD.short_description, OLD.price_cents, OLD.minimum_qty)
  ))
  EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER review_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
-- auth_changed, with the user's id: his cached sessions must end or be read again at once.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('auth_changed', '');
  ELSIF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('auth_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('auth_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_ended AFTER DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_removed AFTER DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_rights_changed AFTER UPDATE ON "user" FOR EACH ROW
  WHEN ((OLD.role, OLD.banned, OLD.ban_expires, OLD.email, OLD.name)
    IS DISTINCT FROM (NEW.role, NEW.banned, NEW.ban_expires, NEW.email, NEW.name))
  EXECUTE FUNCTION notify_auth_changed();
