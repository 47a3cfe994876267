import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingInput } from './star-rating-input.tsx';

function Picker({ error }: { error?: string }) {
  const [value, setValue] = useState<number>();
  return <StarRatingInput value={value} onChange={setValue} error={error} />;
}

const star = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('StarRatingInput', () => {
  it('is a labelled group of five radio buttons, one per whole star, none chosen at first', () => {
    render(<Picker />);
    const group = screen.getByRole('group', { name: 'Rating' });
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.every((radio) => group.contains(radio))).toBe(true);
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(radios.map((radio) => radio.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(radios.some((radio) => radio.checked)).toBe(false);
  });

  it('checks exactly the chosen star, by click and by arrow key', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(star('3 stars'));
    expect(star('3 stars').checked).toBe(true);
    expect(screen.getByText('3 of 5')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(star('4 stars').checked).toBe(true);
    expect(star('3 stars').checked).toBe(false);
  });

  it('ties an error to the group and marks the stars invalid', () => {
    render(<Picker error="Choose a rating from 1 to 5 stars" />);
    const group = screen.getByRole('group', { name: 'Rating' });
    const errorId = group.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(
      'Choose a rating from 1 to 5 stars',
    );
    expect(star('1 star').getAttribute('aria-invalid')).toBe('true');
  });
});
