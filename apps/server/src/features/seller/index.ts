// The seller's identity (Settings): what other parts of the server may use.
export { sellerRoutes } from './routes.ts';
export { demoSeller, seedDemoSeller } from './demo-seller.ts';
export { sellerFooter } from './seller-footer.ts';
export { readTaxSettings } from './tax-settings.ts';
export {
  readSeller,
  readStaffAddress,
  saveSeller,
  sellerFromConfig,
  staffAddress,
  type SellerFallbackConfig,
} from './queries.ts';
