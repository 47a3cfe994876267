import type { Review } from '@crankworks/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { ReviewList } from './review-list.tsx';

const review: Review = {
  _id: crypto.randomUUID(),
  name: 'Lena Fischer',
  rating: 4,
  message: 'Smooth shifting, fast delivery.',
  createdAt: new Date('2026-10-01T12:00:00Z').toISOString(),
};

afterEach(() => vi.unstubAllGlobals());

describe('ReviewList', () => {
  it('shows each review with its rating spelled out for screen readers', async () => {
    stubFetch(() => jsonResponse([review]));
    renderWithProviders(<ReviewList />);
    const stars = await screen.findByRole('img', { name: 'Rated 4 out of 5' });
    const item = stars.closest('li') as HTMLElement;
    expect(within(item).getByText(review.name)).toBeTruthy();
    expect(within(item).getByText(/Smooth shifting, fast delivery\./)).toBeTruthy();
  });

  it('says so when there are no reviews', async () => {
    stubFetch(() => jsonResponse([]));
    renderWithProviders(<ReviewList />);
    expect(await screen.findByText(/No reviews yet/)).toBeTruthy();
  });

  it('shows the error with a Retry button', async () => {
    stubFetch(() => jsonResponse({ message: 'Database unavailable' }, 500));
    renderWithProviders(<ReviewList />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the reviews.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
