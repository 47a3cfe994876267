import { messages } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';
import { aProfile } from '../../../test/users.ts';

const profile = aProfile();

afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm', () => {
  it('shows the e-mail read-only and saves the fields with "Successfully Saved"', async () => {
    const fetchMock = stubFetch((_url, init) =>
      jsonResponse({ ...profile, ...JSON.parse(String(init?.body)) }),
    );
    const { user } = renderWithProviders(<ProfileForm profile={profile} />, { withToasts: true });
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);

    await user.type(screen.getByLabelText('Education'), 'BSc Engineering');
    await user.type(screen.getByLabelText('Address'), '1 Spoke St');
    await user.type(screen.getByLabelText('Phone'), '+44 113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(messages.profileSaved)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/rider%40example.com');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'rider@example.com',
      username: 'Rex Rider',
      education: 'BSc Engineering',
      address: '1 Spoke St',
      phone: '+44 113 496 0000',
    });
  });

  it('refuses a phone that is not one, without calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse(profile));
    const { user } = renderWithProviders(<ProfileForm profile={profile} />);
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(/^Phone must be a phone number/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
