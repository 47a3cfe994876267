import { sql } from 'drizzle-orm';
import { prepareStatement } from '../../db/prepared.ts';
import { queueMailFrom } from '../../lib/mail/queue-mail.ts';
import { unitPriceCentsAt } from '../products/index.ts';

/** A cart line as checkout reads it: its part as it is now, its unit price by quantity tier. */
export interface CheckoutLine {
  productId: string;
  qty: number;
  name: string;
  shortDescription: string;
  unitCents: number;
  minimumQty: number;
  availableQty: number;
}

const value = (name: string) => sql.placeholder(name);

const lineColumns = sql`cart_line.product_id, cart_line.qty, product.name, product.short_description,
  ${unitPriceCentsAt(sql`cart_line.qty`)} as unit_cents, product.minimum_qty, product.available_qty`;

/** The rows of both statements, in the order `lineColumns` names them. */
export const toCheckoutLine = (row: (string | null)[]): CheckoutLine => ({
  productId: row[0]!,
  qty: Number(row[1]),
  name: row[2]!,
  shortDescription: row[3]!,
  unitCents: Number(row[4]),
  minimumQty: Number(row[5]),
  availableQty: Number(row[6]),
});

/** The customer's cart, in the order he filled it, without locks: what checkout expects to find. */
export const readCheckoutLinesStatement = prepareStatement(
  'read_checkout_lines',
  sql`select ${lineColumns}
      from cart_line join product on product.id = cart_line.product_id
      where cart_line.user_id = ${value('userId')}
      order by cart_line.added_at, cart_line.product_id`,
);

/**
 * Checkout in one statement (decision 053). It locks the customer's cart lines and their parts (in
 * the parts' id order, so checkouts sharing parts queue instead of deadlocking), and only if the cart
 * is still exactly the `lines` expected (same parts, quantities, names, descriptions and unit prices)
 * and every line still fits its part's minimum and stock, it takes every line's stock, records the
 * order and its lines, queues the e-mail composed from those lines and empties the cart. It answers
 * the locked lines as they were, in the order the customer filled his cart, each with `placed`: the
 * caller names a line that no longer fits, or tries again with them when something else changed.
 */
export const checkoutStatement = prepareStatement(
  'checkout',
  sql`
    with wanted as materialized (
      select * from json_to_recordset(${value('lines')}::json)
        as wanted(line_no int, product_id uuid, qty int, name text, description text, unit_cents int)
    ), locked as materialized (
      select ${lineColumns}, cart_line.added_at
      from cart_line join product on product.id = cart_line.product_id
      where cart_line.user_id = ${value('userId')}
      order by product.id
      for update
    ), agreed as materialized (
      select 1 where (select count(*) from wanted) > 0
        and (select count(*) from locked) = (select count(*) from wanted)
        and (select count(*) from locked join wanted using (product_id)
             where locked.qty = wanted.qty and locked.name = wanted.name
               and locked.short_description = wanted.description and locked.unit_cents = wanted.unit_cents
               and locked.qty between locked.minimum_qty and locked.available_qty)
            = (select count(*) from wanted)
    ), taken as (
      update product set available_qty = product.available_qty - wanted.qty
      from wanted where product.id = wanted.product_id and exists (select from agreed)
    ), recorded as (
      insert into "order" (id, product_id, product_name, product_description, price_cents, order_qty,
                           total_cents, line_count, user_id, user_name, user_email, address, phone)
      select ${value('orderId')}, product_id, name, description, unit_cents, qty,
             (select sum(unit_cents::bigint * qty) from wanted), (select count(*) from wanted),
             ${value('userId')}, ${value('userName')}, ${value('userEmail')}, ${value('address')}, ${value('phone')}
      from wanted where line_no = 1 and exists (select from agreed)
      returning id
    ), lined as (
      insert into order_line (order_id, line_no, product_id, product_name, product_description, price_cents, qty)
      select ${value('orderId')}, line_no, product_id, name, description, unit_cents, qty
      from wanted where exists (select from agreed)
    ), emptied as (
      delete from cart_line where user_id = ${value('userId')} and exists (select from agreed)
    ), mailed as (
      ${queueMailFrom(sql`recorded`)}
    )
    select product_id, qty, name, short_description, unit_cents, minimum_qty, available_qty,
           exists (select from recorded) as placed
    from locked order by added_at, product_id`,
);
