import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditNoteLinks, DownloadInvoiceLink } from './download-invoice-link.tsx';

const _id = '00000000-0000-4000-8000-000000000001';
const invoice = { number: 'CW-2026-000123', issuedAt: '2026-11-27T10:00:00.000Z' };

describe('DownloadInvoiceLink', () => {
  it('is a named link that downloads the paid order’s invoice from the server', () => {
    render(<DownloadInvoiceLink order={{ _id, paid: true, invoice }} />);
    const link = screen.getByRole('link', { name: 'Download invoice (PDF)' });
    expect(link.getAttribute('href')).toBe(`/api/order/${_id}/invoice.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('calls an unpaid order’s PDF a pro-forma, never an invoice', () => {
    render(<DownloadInvoiceLink order={{ _id, paid: false, invoice: null }} />);
    expect(screen.getByRole('link', { name: 'Download pro-forma (PDF)' }).getAttribute('href')).toBe(
      `/api/order/${_id}/invoice.pdf`,
    );
    expect(screen.queryByText(/invoice/i)).toBeNull();
  });
});

describe('CreditNoteLinks', () => {
  it('lists a download for each credit note by its number and amount', () => {
    const noteId = '00000000-0000-4000-8000-000000000002';
    render(
      <CreditNoteLinks
        order={{
          _id,
          creditNotes: [
            { _id: noteId, number: 'CW-CN-2026-000007', issuedAt: invoice.issuedAt, amount: 7.5 },
          ],
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Credit note CW-CN-2026-000007, $7.50 (PDF)' });
    expect(link.getAttribute('href')).toBe(`/api/order/${_id}/credit-notes/${noteId}.pdf`);
    expect(link.hasAttribute('download')).toBe(true);
  });
});
