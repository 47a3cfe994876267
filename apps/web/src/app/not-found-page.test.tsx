import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Component as NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('shows the 404 picture, says the page was not found and links home', () => {
    renderWithProviders(<NotFoundPage />, { route: '/no/such/page' });
    expect(screen.getByRole('img', { name: /404/ }).getAttribute('src')).toBe('/images/not-found.svg');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | Crankworks');
  });
});
