/**
 * The original product's messages, spelled as it spelled them (docs/product.md). Screens import from here;
 * never retype one of these strings.
 */
export const messages = {
  tagline: 'Your Trusted Bike Manufacture Partner',
  orderAdded: 'Order Added Successfully',
  orderFailed: 'Failed to add Order',
  reviewAdded: 'Review Added Successfully',
  reviewFailed: 'Failed to add Review',
  productAdded: 'Product Added Successfully',
  productFailed: 'Failed to add Product',
  adminAdded: 'Admin added Successfully',
  adminFailed: 'Failed to make an admin',
  profileSaved: 'Successfully Saved',
  productDeleted: (name: string) => `${name} deleted sucessfully`,
  paymentCompleted: 'Congrats, Payment Completed',
  loginSucceeded: 'Login SuccessFull',
  loginFailed: 'Login Failed',
  registrationFailed: 'Registration Failed',
  passwordMismatch: "Password Don't matched,, try again",
  contactSent: 'Message Sended Succesfully',
  orderMoreThan: (minimumQty: number) => `Order More than ${minimumQty - 1}`,
  orderLessThan: (availableQty: number) => `Order Less than ${availableQty + 1}`,
} as const;

/** Toasts close by themselves after this long (docs/product.md, Fixed figures). */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** The static business counters of the home page (docs/product.md, Home). */
export const businessCounters = [
  { label: 'Happy Customers', value: 1293 },
  { label: 'Countries', value: 21 },
  { label: 'Feedbacks', value: 1023 },
  { label: 'Products', value: 2391 },
] as const;
