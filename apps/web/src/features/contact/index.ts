/** The contact form as the home page shows it: loaded when it nears the screen. */
export { DeferredContactForm } from './components/deferred-contact-form.tsx';
