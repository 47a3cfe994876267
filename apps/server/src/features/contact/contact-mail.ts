import type { ContactMessageInput } from '@crankworks/contract';
import { composeMail, type Mail } from '../../lib/mail/compose-mail.ts';
import { shopLink } from '../../lib/mail/shop-links.ts';

/** For the staff: a visitor wrote through the contact form; the mail carries the whole message. */
export const contactMessageStaffMail = (message: ContactMessageInput, recipient: string): Mail => {
  const name = `${message.firstName} ${message.lastName}`;
  return composeMail({
    kind: 'staff-contact-message',
    recipient,
    subject: `Message from ${name}`,
    greeting: `${name} wrote through the contact form`,
    paragraphs: message.message.split(/\n\s*\n/),
    details: [['Reply to', message.email]],
    action: { label: 'Read it in Messages', href: shopLink('/dashboard/messages') },
  });
};
