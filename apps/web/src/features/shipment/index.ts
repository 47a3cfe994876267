/** The shipment of an order form (decision 070): its addresses, its method and what the order comes to. */
export { shippingOptionsQueryOptions } from './api/get-shipping-options.ts';
export { useKeepNewAddress } from './components/keep-new-address.ts';
export { ShipmentFields } from './components/shipment-fields.tsx';
export {
  addressGoneMessage,
  defaultQuoteRequest,
  shipmentDefaults,
  shownShipmentFields,
} from './shipment-defaults.ts';
export { WithAddressBook } from './components/with-address-book.tsx';
