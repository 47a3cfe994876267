import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DownloadInvoiceLink } from './download-invoice-link.tsx';

describe('DownloadInvoiceLink', () => {
  it('is a named link that downloads the order’s PDF invoice from the server', () => {
    render(<DownloadInvoiceLink orderId="00000000-0000-4000-8000-000000000001" />);
    const link = screen.getByRole('link', { name: 'Download invoice (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/order/00000000-0000-4000-8000-000000000001/invoice.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
