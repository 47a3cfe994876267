import type { ReactNode } from 'react';
import type { ShippingDetails } from '../../../components/shipping-fields.tsx';
import { useProfile } from '../api/get-profile.ts';

interface WithSavedShippingProps {
  email: string;
  /** The form, starting from the saved address and phone (none saved, or the profile failed to load: none). */
  children: (saved: ShippingDetails | undefined) => ReactNode;
}

/** An order form that starts from the address and phone of the customer's profile, once it is read. */
export function WithSavedShipping({ email, children }: WithSavedShippingProps) {
  const profile = useProfile(email);
  // Without a profile the customer simply types them.
  if (profile.isPending)
    return <div className="skeleton h-96 w-full" role="status" aria-label="Loading your details" />;
  return children(profile.data ? { address: profile.data.address, phone: profile.data.phone } : undefined);
}
