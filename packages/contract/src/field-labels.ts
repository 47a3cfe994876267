/**
 * How a person knows each field the API takes: the label of its control in the shop's forms, and
 * the first words of every refusal of it ("Available quantity must not be negative"). An answer's
 * `field` keeps the code name for programs; its `message` only ever uses these words.
 */
export const fieldLabels = {
  // A part
  name: 'Name',
  img: 'Image link',
  image: 'Image',
  moreImages: 'More images',
  ShortDescription: 'Short description',
  price: 'Price (USD)',
  availableQty: 'Available quantity',
  minimumQty: 'Minimum order quantity',
  weightGrams: 'Weight (g)',
  restock: 'Pieces to add',
  expectedAvailableQty: 'The stock figure you started from',
  tiers: 'Price tiers',
  categoryIds: 'Categories',
  // A product's variants (decision 078)
  options: 'Options',
  variants: 'Variants',
  sku: 'SKU',
  values: 'Option values',
  _id: 'The id',
  // A category
  parentId: 'Inside',
  slug: 'The category in the address',
  category: 'Category',
  minQty: 'From quantity',
  // A specification (decision 076), a part's values of them, and the catalogue's filters by them
  kind: 'Kind',
  unit: 'Unit',
  specs: 'Specifications',
  specId: 'Specification',
  value: 'Value',
  spec: 'Specification filter',
  stock: 'In stock',
  // The catalogue as CSV (decision 077)
  csv: 'The file',
  dryRun: 'Check only',
  // An order and its payment
  productId: 'Part',
  orderQty: 'Quantity',
  qty: 'Quantity',
  // A cart's, a shipment's or a refund's parts, each a line of it.
  lines: 'Parts',
  cart: 'Cart',
  address: 'Address',
  phone: 'Phone',
  orderId: 'Order',
  transactionId: 'Transaction id',
  lineNo: 'Part',
  carrier: 'Carrier',
  trackingNumber: 'Tracking number',
  clientSecret: 'Payment reference',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  postalCode: 'Postal code',
  shipTo: 'Shipping address',
  billTo: 'Billing address',
  shippingMethodId: 'Shipping method',
  // An address of the address book (address, phone and postalCode above serve it too)
  fullName: 'Full name',
  company: 'Company',
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'State or province',
  country: 'Country',
  vatId: 'VAT or tax ID',
  use: 'Default for',
  // A refund
  amount: 'Amount (USD)',
  reason: 'Reason',
  // A person, a review, a message
  email: 'Email',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  token: 'The link from the e-mail',
  confirmPassword: 'Confirm Password',
  username: 'Username',
  education: 'Education',
  firstName: 'First name',
  lastName: 'Last name',
  message: 'Message',
  rating: 'Rating',
  hidden: 'Hidden',
  // The seller, in Settings
  legalName: 'Legal name',
  postalAddress: 'Postal address',
  taxId: 'Tax or VAT number',
  registrationNumber: 'Registration number',
  bankDetails: 'Bank details',
  // Shipping zones and their methods
  areas: 'Countries and regions',
  methods: 'Shipping methods',
  basis: 'Priced by',
  rates: 'Rates',
  upTo: 'Up to',
  freeAbove: 'Free from (USD)',
  minDays: 'Fewest days',
  maxDays: 'Most days',
  to: 'Ship to',
  // Lists and links
  id: 'The id in the address',
  noteId: 'The credit note in the address',
  q: 'Search',
  search: 'Search',
  sort: 'Sort',
  dir: 'Sort direction',
  page: 'Page',
  pageSize: 'Page size',
  // A part's status (on sale, draft, archived), and the state Manage Orders is narrowed to.
  status: 'Status',
  limit: 'Limit',
  cursor: 'Page marker',
  after: 'After',
  before: 'Before',
  // Where Fastify found the problem when no single field is to blame
  body: 'The request',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
  // A header a request may carry (Node names headers in lower case)
  'idempotency-key': 'The Idempotency-Key header',
} as const;

type LabelledField = keyof typeof fieldLabels;

const isLabelled = (name: string): name is LabelledField => Object.hasOwn(fieldLabels, name);

/** "expectedAvailableQty" → "Expected available qty": only for a field someone forgot to label. */
const spelledOut = (name: string) => {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The lists whose rows a person tells apart by their number, and what he calls one row. */
const countedRows: Record<string, string> = { variants: 'variant' };

/**
 * A field's label from its path ("minimumQty", "items.0.name"): its innermost named part, and the row
 * of a counted list it is in ("variants.2.sku": "SKU of variant 3").
 */
export function fieldLabel(path: string) {
  const parts = path.split('.');
  const name = parts.findLast((part) => part !== '' && !/^\d+$/.test(part)) ?? 'body';
  const label = isLabelled(name) ? fieldLabels[name] : spelledOut(name);
  const row = parts.findIndex(
    (part, index) => Object.hasOwn(countedRows, part) && /^\d+$/.test(parts[index + 1] ?? ''),
  );
  return row === -1 || parts.length === row + 2
    ? label
    : `${label} of ${countedRows[parts[row]!]} ${Number(parts[row + 1]) + 1}`;
}

/** The labels of a form's fields, as its own object: `labelsOf('address', 'phone')`. */
export const labelsOf = <Field extends LabelledField>(...fields: Field[]) =>
  Object.fromEntries(fields.map((field) => [field, fieldLabels[field]])) as Pick<typeof fieldLabels, Field>;

/** A refusal as a person reads it: "Available quantity must not be negative". */
export const refusalOf = (path: string, problem: string) => `${fieldLabel(path)} ${problem}`;
