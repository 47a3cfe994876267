import { sql, type SQL } from 'drizzle-orm';
import { unitPriceFor, type PriceTier } from '@crankworks/contract';
import { prepareStatement, type PreparedRow } from '../../db/prepared.ts';
import { queueMailFrom } from '../../lib/mail/queue-mail.ts';
import { onSale } from '../../db/schema/index.ts';
import { tiersOfPart } from '../products/index.ts';

/**
 * A line to order: its part as it was read, and the unit price worked out from that part's price and
 * tiers, in the one place a price is worked out (`unitPriceFor`).
 */
export interface PricedLine {
  productId: string;
  qty: number;
  name: string;
  shortDescription: string;
  /** The part's base price and tiers, in cents: the statement places the line only if they still hold. */
  priceCents: number;
  tiers: PriceTier[];
  unitCents: number;
  minimumQty: number;
  availableQty: number;
  /** One piece's weight, which shipping by weight is priced by. */
  weightGrams: number;
}

/** A part as a line reads it: the variant's name ("… — 172.5 mm", decision 078) is the line's. */
type LinePart = Omit<PricedLine, 'productId' | 'qty' | 'unitCents' | 'name'> & {
  id: string;
  variantName: string;
};

export const pricedLine = (part: LinePart, qty: number): PricedLine => ({
  productId: part.id,
  qty,
  name: part.variantName,
  shortDescription: part.shortDescription,
  priceCents: part.priceCents,
  tiers: part.tiers,
  unitCents: unitPriceFor({ price: part.priceCents, tiers: part.tiers }, qty),
  minimumQty: part.minimumQty,
  availableQty: part.availableQty,
  weightGrams: part.weightGrams,
});

type LineColumn =
  | 'product_id'
  | 'qty'
  | 'name'
  | 'short_description'
  | 'price_cents'
  | 'tiers'
  | 'minimum_qty'
  | 'available_qty'
  | 'weight_grams';

/** A line as both statements answer it, read by its columns' names. */
export const toPricedLine = (row: PreparedRow<LineColumn>): PricedLine =>
  pricedLine(
    {
      id: row.product_id!,
      variantName: row.name!,
      shortDescription: row.short_description!,
      priceCents: Number(row.price_cents),
      tiers: JSON.parse(row.tiers!) as PriceTier[],
      minimumQty: Number(row.minimum_qty),
      availableQty: Number(row.available_qty),
      weightGrams: Number(row.weight_grams),
    },
    Number(row.qty),
  );

const value = (name: string) => sql.placeholder(name);

const partColumns = sql`product.variant_name as name, product.short_description, product.price_cents,
  ${tiersOfPart}::jsonb as tiers, product.minimum_qty, product.available_qty, product.weight_grams`;

/** The customer's cart, in the order he filled it, without locks: what checkout expects to find. */
export const readCartLinesStatement = prepareStatement<LineColumn>(
  'read_cart_lines',
  sql`select cart_line.product_id, cart_line.qty, ${partColumns}
      from cart_line join product on product.id = cart_line.product_id
      where cart_line.user_id = ${value('userId')} and ${onSale}
      order by cart_line.added_at, cart_line.product_id`,
);

/** The orders whose holds are the customer's: his own (`order_user_id_hold_slot_idx`). */
const customerHolds = sql`held.user_id = ${value('userId')}::uuid`;

/**
 * A guest's holds are his e-mail's, whatever its case, among orders of no account
 * (`order_guest_email_hold_slot_idx`, decision 066): one address holds no more than a customer.
 */
const guestHolds = sql`held.user_id is null and lower(held.user_email) = lower(${value('userEmail')})`;

/** Whether one of the holder's unpaid open orders holds this slot. */
const holdTaken = (holds: SQL, slot: SQL) => sql`exists (
  select from "order" held
  where ${holds} and held.hold_slot = ${slot}
    and held.status = 'unpaid')`;

/** The hold the caller picked at random among the customer's `maxUnpaid` (`pickedHold`). */
const picked = sql`${value('pickedHold')}::int`;

/**
 * A free one of the customer's `maxUnpaid` holds, or null. The one the caller picked at random first,
 * so that concurrent orders of one customer seldom pick the same; then the one above his highest,
 * found on the index however many orders a generous limit lets him hold; then the lowest free one
 * (the series is scanned in order, and only when he holds the highest). The random pick comes from
 * the caller: drawn here with random(), it was a filter over every hold the customer had, not a
 * lookup of one, and a customer with thousands of unpaid orders (the bench's) paid 11 ms an order.
 */
const freeHold = (holds: SQL) => sql`coalesce(
  (select ${picked} where not ${holdTaken(holds, picked)}),
  (select above.n from (
     select coalesce(max(held.hold_slot), 0) + 1 from "order" held
     where ${holds} and held.status = 'unpaid'
   ) as above(n) where above.n <= ${value('maxUnpaid')}::int),
  (select free.n from generate_series(1, ${value('maxUnpaid')}::int) as free(n)
   where not ${holdTaken(holds, sql`free.n`)} limit 1))`;

/** The columns of `placeOrderStatement`'s rows: the locked lines, and what became of the order. */
export type PlacingColumn = LineColumn | 'placed' | 'held';

/** The customer's cart lines and their parts, locked in the parts' id order. */
const lockedCart = sql`
  select cart_line.product_id, cart_line.qty, cart_line.added_at, ${partColumns}
  from cart_line join product on product.id = cart_line.product_id
  where cart_line.user_id = ${value('userId')}::uuid and ${onSale}
  order by product.id
  for update`;

/**
 * The parts named by the lines, found by their key: PostgreSQL expects 100 rows of any
 * `json_to_recordset`, and joined to it the parts were read by a scan of the whole catalogue (13 ms at
 * 20,000 parts), under the locks; `= any(array(…))` is a lookup of each key whatever the estimate.
 */
const partsOfWanted = sql`product.id = any(array(select wanted.product_id from wanted))`;

/** The requested lines' parts, locked in their id order (the cart is left alone). */
const lockedRequest = sql`
  select wanted.product_id, wanted.qty, null::timestamptz as added_at, part.name, part.short_description,
         part.price_cents, part.tiers, part.minimum_qty, part.available_qty, part.weight_grams
  from wanted join (
    select product.id, ${partColumns} from product
    where ${partsOfWanted} and ${onSale}
    order by product.id
    for update
  ) as part on part.id = wanted.product_id`;

/**
 * Every order is placed by this one statement (decisions 028, 053), of N lines taken either from the
 * customer's cart (`fromCart`: checkout; the cart keeps its lines until the order is paid, decision
 * 065) or from `lines` (Buy Now: the cart is left alone). It locks the lines' parts in their id order
 * (so orders sharing parts queue instead of deadlocking), with the cart's lines when they come from
 * it, and takes one of the customer's free holds. Only if there is one, the lines are still exactly
 * the `lines` expected (same parts, quantities, names, descriptions, base prices and tiers, so the
 * unit prices worked out from them stand) and every line fits its part's minimum and stock, it takes
 * every line's stock and records the order with its hold, its lines and its e-mail. It answers the
 * locked lines as they were, in the order the customer filled his cart, each with `placed` and `held`: the caller
 * refuses a line that no longer fits, or a customer with no free hold, or tries again with them when
 * something else changed. Two orders that took the same hold meet on the unique index: the second
 * fails whole, stock included, and is tried again.
 *
 * Each source of lines is a statement of its own, prepared under its own name: with the source a
 * parameter, PostgreSQL found the plan for any value dearer than one made for the value at hand and
 * planned the statement again at every order (1 ms of its 2). A locking join over a UNION ALL of both
 * sources dropped rows besides: its recheck of a part updated meanwhile lost the other side of the
 * join, and checkouts of one part oversold.
 */
const placeOrderFrom = (fromCart: boolean, name: string, holds: SQL) =>
  prepareStatement<PlacingColumn>(
    name,
    sql`
    with wanted as materialized (
      select * from json_to_recordset(${value('lines')}::json)
        as wanted(line_no int, product_id uuid, qty int, name text, description text,
                  price_cents int, tiers jsonb, weight_grams int, unit_cents int, tax_cents bigint)
    ), locked as materialized (${fromCart ? lockedCart : lockedRequest}
    ), hold as materialized (
      select ${freeHold(holds)} as slot
    ), agreed as materialized (
      select 1 where (select slot from hold) is not null
        and (select count(*) from wanted) > 0
        and (select count(*) from locked) = (select count(*) from wanted)
        and (select count(*) from locked join wanted using (product_id)
             where locked.qty = wanted.qty and locked.name = wanted.name
               and locked.short_description = wanted.description
               and locked.price_cents = wanted.price_cents and locked.tiers = wanted.tiers
               and locked.weight_grams = wanted.weight_grams
               and locked.qty between locked.minimum_qty and locked.available_qty)
            = (select count(*) from wanted)
    ), taken as (
      update product
      set available_qty = product.available_qty
        - (select wanted.qty from wanted where wanted.product_id = product.id)
      where ${partsOfWanted} and exists (select from agreed)
    ), recorded as (
      insert into "order" (id, product_id, product_name, product_description, price_cents, order_qty,
                           total_cents, line_count, from_cart, user_id, user_name, user_email, address, phone,
                           hold_slot, held_until, ship_to, bill_to, shipping_method, shipping_min_days,
                           shipping_max_days, goods_cents, shipping_cents, shipping_tax_cents, tax_cents,
                           tax_rate_ppm, tax_label, reverse_charge, prices_include_tax)
      select ${value('orderId')}, product_id, name, description, unit_cents, qty,
             ${value('totalCents')}::bigint, (select count(*) from wanted), ${sql.raw(String(fromCart))},
             ${value('userId')}, ${value('userName')}, ${value('userEmail')}, ${value('address')}, ${value('phone')},
             (select slot from hold), ${value('heldUntil')}::timestamptz, ${value('shipTo')}::jsonb,
             ${value('billTo')}::jsonb, ${value('shippingMethod')}, ${value('shippingMinDays')}::int,
             ${value('shippingMaxDays')}::int, ${value('goodsCents')}::bigint, ${value('shippingCents')}::bigint,
             ${value('shippingTaxCents')}::bigint, ${value('taxCents')}::bigint, ${value('taxRatePpm')}::int,
             ${value('taxLabel')}, ${value('reverseCharge')}::boolean, ${value('pricesIncludeTax')}::boolean
      from wanted where line_no = 1 and exists (select from agreed)
      returning id
    ), lined as (
      insert into order_line (order_id, line_no, product_id, product_name, product_description, price_cents, qty,
                              tax_cents)
      select ${value('orderId')}, line_no, product_id, name, description, unit_cents, qty, tax_cents
      from wanted where exists (select from agreed)
    ), mailed as (
      ${queueMailFrom(sql`recorded`)}
    )
    select product_id, qty, name, short_description, price_cents, tiers, minimum_qty, available_qty,
           weight_grams, exists (select from recorded) as placed, (select slot from hold) is not null as held
    from locked order by added_at, product_id`,
  );

const fromCartStatement = placeOrderFrom(true, 'place_order_from_cart', customerHolds);
const fromLinesStatement = placeOrderFrom(false, 'place_order_from_lines', customerHolds);
/** A guest's order: the lines given, the holds of his e-mail (decision 066). */
export const guestOrderStatement = placeOrderFrom(false, 'place_guest_order', guestHolds);

/** The statement that places an order of the customer's cart, or of the lines given. */
export const placeOrderStatement = (fromCart: boolean) => (fromCart ? fromCartStatement : fromLinesStatement);

/** The unique indexes that keep a customer's, or a guest e-mail's, unpaid orders within its holds. */
export const HOLD_INDEXES = ['order_user_id_hold_slot_idx', 'order_guest_email_hold_slot_idx'];
