import type { OutboxMail, OutboxMailSummary, OutboxPage } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { emptyTablePage } from '../../../../test/table-page.ts';
import { Component as OutboxPageRoute } from './outbox-page.tsx';

const summary = (overrides: Partial<OutboxMailSummary>): OutboxMailSummary => ({
  _id: '6f1c2b7e-1a2b-4c3d-8e9f-000000000001',
  kind: 'order-placed',
  recipient: 'ada@engines.example',
  subject: 'Your Crankworks order: Chain',
  createdAt: '2026-03-01T09:00:00.000Z',
  sentAt: null,
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2026-03-01T09:00:00.000Z',
  state: 'kept',
  ...overrides,
});

const failed = summary({
  _id: '6f1c2b7e-1a2b-4c3d-8e9f-000000000002',
  subject: 'Shipped: Chain',
  state: 'failed',
  attempts: 3,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
});

const opened: OutboxMail = {
  ...summary({}),
  textBody: 'Pay for your order: http://shop.test/dashboard/payment/1',
  htmlBody:
    '<!doctype html><html><head><title>x</title></head><body><a href="http://shop.test/x">Pay</a></body></html>',
};

function stubOutbox() {
  return stubFetch((url) => {
    if (url.startsWith('/api/admin/outbox?')) {
      const page: OutboxPage = { ...emptyTablePage, items: [summary({}), failed], total: 2 };
      return jsonResponse(page);
    }
    if (url === `/api/admin/outbox/${opened._id}`) return jsonResponse(opened);
    throw new Error(`unexpected call ${url}`);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Outbox page', () => {
  it('lists recipient, subject, state with the error and attempts, and time', async () => {
    stubOutbox();
    renderWithProviders(<OutboxPageRoute />, { route: '/dashboard/outbox' });
    const kept = await screen.findByRole('row', { name: /Your Crankworks order: Chain/ });
    expect(within(kept).getByText('Kept here: no mail server is set up')).toBeTruthy();
    expect(within(kept).getByText('ada@engines.example')).toBeTruthy();
    const shipped = screen.getByRole('row', { name: /Shipped: Chain/ });
    expect(
      within(shipped).getByText(/Failed after 3 attempts: connect ECONNREFUSED 127.0.0.1:2525/),
    ).toBeTruthy();
    expect(within(shipped).getByText(/Next try/)).toBeTruthy();
  });

  it('opens a message in a sandboxed frame whose links open in a new tab, and moves focus to it', async () => {
    stubOutbox();
    const { user } = renderWithProviders(<OutboxPageRoute />, { route: '/dashboard/outbox' });
    await user.click(await screen.findByRole('link', { name: 'Your Crankworks order: Chain' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your Crankworks order: Chain' });
    expect(document.activeElement).toBe(heading);
    const frame = screen.getByTitle('E-mail: Your Crankworks order: Chain');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank"><title>');
  });
});
