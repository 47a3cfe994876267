import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useFollowSaved } from './use-follow-saved.ts';

/** A one-field form of a part's name, and a button standing for its own save's answer. */
function NameForm({ saved, answer = 'Answered' }: { saved: { name: string }; answer?: string }) {
  const form = useForm({ defaultValues: saved });
  useFollowSaved(saved, form);
  return (
    <>
      <input aria-label="Name" {...form.register('name')} />
      <button type="button" onClick={() => form.reset({ name: answer })}>
        Save
      </button>
    </>
  );
}

const name = () => screen.getByLabelText<HTMLInputElement>('Name').value;

describe('useFollowSaved', () => {
  it('starts an untouched form again from what the server now holds', () => {
    const { rerender } = render(<NameForm saved={{ name: 'Forge' }} />);
    rerender(<NameForm saved={{ name: 'Forge Crankset' }} />);
    expect(name()).toBe('Forge Crankset');
  });

  it('leaves a form being edited alone', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<NameForm saved={{ name: 'Forge' }} />);
    await user.type(screen.getByLabelText('Name'), ' 2x11');
    rerender(<NameForm saved={{ name: 'Forge Crankset' }} />);
    expect(name()).toBe('Forge 2x11');
  });

  it('keeps the form’s own save’s answer until the page’s copy is refetched', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<NameForm saved={{ name: 'Forge' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    rerender(<NameForm saved={{ name: 'Forge' }} />);
    expect(name()).toBe('Answered');
  });
});
