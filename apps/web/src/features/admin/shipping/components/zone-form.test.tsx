import { shippingMessages, type ShippingZone } from '@crankworks/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { ZoneForm } from './zone-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const unitedStates: ShippingZone = {
  _id: '6f0f8a57-3c38-4c1d-9a0b-2f43f4f0c001',
  name: 'United States',
  areas: [{ country: 'US', region: '' }],
  methods: [
    {
      _id: '6f0f8a57-3c38-4c1d-9a0b-2f43f4f0c002',
      name: 'Standard',
      basis: 'weight',
      rates: [
        { upTo: 1000, price: 6.95 },
        { upTo: null, price: 12.95 },
      ],
      freeAbove: 150,
      minDays: 3,
      maxDays: 5,
    },
  ],
};

describe('ZoneForm', () => {
  it('adds a zone with a region, a method and two rates, and sends them as the contract has them', async () => {
    const fetchMock = stubFetch((_url, init) =>
      jsonResponse({ _id: 'new', ...JSON.parse(String(init?.body)) }, 201),
    );
    const onDone = vi.fn();
    const { user } = renderWithProviders(<ZoneForm onDone={onDone} />, { withToasts: true });

    await user.type(screen.getByLabelText('Name', { exact: true }), 'Alaska');
    await user.selectOptions(screen.getByLabelText('Region of country 1'), 'AK');
    await user.click(screen.getByRole('button', { name: 'Add a method' }));
    await user.type(screen.getByLabelText('Method 1 rate 1 up to (g)'), '2000');
    await user.type(screen.getByLabelText('Method 1 rate 1 price (USD)'), '14.95');
    await user.click(screen.getByRole('button', { name: 'Add a rate to method 1' }));
    await user.type(screen.getByLabelText('Method 1 rate 2 price (USD)'), '29.95');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));

    expect(await screen.findByText(shippingMessages.saved)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/shipping/zones');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Alaska',
      areas: [{ country: 'US', region: 'AK' }],
      methods: [
        {
          name: 'Standard',
          basis: 'weight',
          rates: [
            { upTo: 2000, price: 14.95 },
            { upTo: null, price: 29.95 },
          ],
          freeAbove: null,
          minDays: 2,
          maxDays: 5,
        },
      ],
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('says at the field what the contract refuses, and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<ZoneForm zone={unitedStates} onDone={vi.fn()} />);
    const firstBound = screen.getByLabelText('Method 1 rate 1 up to (g)');
    await user.clear(firstBound);
    await user.type(firstBound, '500');
    await user.click(screen.getByRole('button', { name: 'Add a rate to method 1' }));
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Method 1 rate 3 price (USD) must be a number')).toBeTruthy();

    // Priced, the third rate still follows an open one.
    await user.type(screen.getByLabelText('Method 1 rate 3 price (USD)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(
      await screen.findByText(
        'Method 1 rate 3 up to must be more than the rate before, and only the last rate may have no limit',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Method 1 rate 3 up to (g)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a country already in another zone under the countries', async () => {
    stubFetch(() =>
      jsonResponse({ field: 'areas', message: 'United States is already in the zone United States' }, 409),
    );
    const { user } = renderWithProviders(<ZoneForm onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Name', { exact: true }), 'North America');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('United States is already in the zone United States')).toBeTruthy();
  });
});
