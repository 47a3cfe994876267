import { fireEvent, screen } from '@testing-library/react';
import { toast } from '../lib/toast.ts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  it('loads the toast container on the first interaction and then shows toasts raised before it', async () => {
    renderWithProviders(<Toaster />);
    toast.success('Queued before any interaction');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.Toastify')).toBeNull();
    expect(screen.queryByText('Queued before any interaction')).toBeNull();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByText('Queued before any interaction')).toBeTruthy();
  });
});
