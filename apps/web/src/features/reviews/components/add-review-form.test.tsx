import { messages } from '@crankworks/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewKeys } from '../api/review-keys.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { AddReviewForm } from './add-review-form.tsx';

function renderForm(answer: Response) {
  const fetchMock = stubFetch(() => answer);
  const rendered = renderWithProviders(<AddReviewForm defaultName="Ada Rider" />, { withToasts: true });
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  return { fetchMock, invalidate, user: rendered.user };
}

const sentBody = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;

afterEach(() => vi.unstubAllGlobals());

describe('AddReviewForm', () => {
  it('starts with the signed-in name and sends nothing until a rating and a message are given', async () => {
    const { fetchMock, user } = renderForm(jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Rider');

    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a whole-star rating, says so, resets and refreshes the reviews', async () => {
    const { fetchMock, invalidate, user } = renderForm(
      jsonResponse({ insertedId: crypto.randomUUID() }, 201),
    );
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Message'), 'Smooth hubs, fast delivery');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText(messages.reviewAdded)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/review');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ada Rider',
      rating: 4,
      message: 'Smooth hubs, fast delivery',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: reviewKeys.all });
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(''));
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Rider');
  });

  it('shows the failure and the field the server refused', async () => {
    const { user } = renderForm(jsonResponse({ message: 'Rating must be at most 5', field: 'rating' }, 400));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Message'), 'Great');
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText(`${messages.reviewFailed}: Rating must be at most 5`)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Rating' }).textContent).toContain('Rating must be at most 5');
  });
});
