import { messages } from '@crankworks/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const validMessage = {
  firstName: 'Ada',
  lastName: 'Rider',
  email: 'ada@example.com',
  message: 'Need 40 cranks',
};

function renderForm() {
  const view = renderWithProviders(<ContactForm />, { withToasts: true });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const fill = async (values: typeof validMessage) => {
    await view.user.type(field('First name'), values.firstName);
    await view.user.type(field('Last name'), values.lastName);
    await view.user.type(field('Email'), values.email);
    await view.user.type(field('Message'), values.message);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Send message' }));
  return { ...view, field, fill, submit };
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('rejects a 21-character first name under the field and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    const { field, fill, submit } = renderForm();
    await fill({ ...validMessage, firstName: 'A'.repeat(21) });
    await submit();

    const error = await screen.findByText('First name must be at most 20 characters');
    const input = field('First name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
    expect(field('Last name').getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    const { field, fill, submit } = renderForm();
    await fill({ ...validMessage, email: 'ada@' });
    await submit();

    expect(await screen.findByText('Email must be a valid e-mail address')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down the 2,000 characters of the message, and says how many too many', async () => {
    stubFetch(() => jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    const { field, user } = renderForm();
    const counter = screen.getByText('2,000 of 2,000 characters left');
    expect(field('Message').getAttribute('aria-describedby')).toContain(counter.id);

    await user.type(field('Message'), 'Need 40 cranks');
    expect(counter.textContent).toBe('1,986 of 2,000 characters left');
    await user.click(field('Message'));
    await user.paste('x'.repeat(1991));
    expect(counter.textContent).toBe('5 characters too many (at most 2,000)');
  });

  it('requires every field', async () => {
    stubFetch(() => jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    const { submit } = renderForm();
    await submit();
    for (const label of ['First name', 'Last name', 'Message']) {
      expect(await screen.findByText(`${label} is required`)).toBeTruthy();
    }
    expect(screen.getByText(/^Email /)).toBeTruthy();
  });

  it('posts a valid message to /api/contact, resets the form and confirms with a toast', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ insertedId: crypto.randomUUID() }, 201));
    const { field, fill, submit } = renderForm();
    await fill(validMessage);
    await submit();

    expect(await screen.findByText(messages.contactSent)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(validMessage);
    await waitFor(() => expect(field('First name').value).toBe(''));
    expect(field('Message').value).toBe('');
  });

  it('shows the server error in a toast and under the field it names, and keeps what was typed', async () => {
    stubFetch(() => jsonResponse({ message: 'Email must be a valid e-mail address', field: 'email' }, 400));
    const { field, fill, submit } = renderForm();
    await fill(validMessage);
    await submit();

    await waitFor(() => expect(screen.getAllByText('Email must be a valid e-mail address')).toHaveLength(2));
    expect(screen.queryByText(messages.contactSent)).toBeNull();
    expect(field('First name').value).toBe('Ada');
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email must be a valid e-mail address',
    );
  });
});
