/** What other parts of the app may use of the profile: a customer's saved details. */
export { useProfile } from './api/get-profile.ts';
export { profileQueryOptions } from './api/get-profile.ts';
export { WithSavedShipping } from './components/with-saved-shipping.tsx';
