import { fireEvent, screen } from '@testing-library/react';
import { toast } from '../lib/toast.ts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  it('loads the toast container with the first toast, not with an interaction, and shows that toast', async () => {
    renderWithProviders(<Toaster />);
    fireEvent.pointerDown(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.Toastify')).toBeNull();

    toast.success('The first toast');
    expect(await screen.findByText('The first toast')).toBeTruthy();
  });
});
