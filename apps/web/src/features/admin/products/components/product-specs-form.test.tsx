import {
  specMessages,
  type PartSpec,
  type ProductSpecsInput,
  type SpecDefinition,
} from '@crankworks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProductDetail } from '../../../../test/products.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../../test/render.tsx';
import { demoSpecList, demoSpecs } from '../../../../test/specs.ts';
import { ProductSpecsForm } from './product-specs-form.tsx';

const { crankLength, material, tubelessReady } = demoSpecs;
/** A part's value of a specification, as its page gives it. */
const partSpec = ({ id, key, name, kind, unit }: SpecDefinition, value: string): PartSpec => ({
  specId: id,
  key,
  name,
  kind,
  unit,
  value,
});
/** Gives a crank length and whether it is tubeless ready. */
const part = aProductDetail({ specs: [partSpec(crankLength, '172.5'), partSpec(tubelessReady, 'yes')] });
const specsUrl = `/api/product/${part._id}/specs`;

/** GET /api/specs, and the part's PUT answered as the server would, or with `saved`. */
function serve(items = demoSpecList(), saved?: Response) {
  return stubFetch((url, init) => {
    if (url === '/api/specs') return jsonResponse({ items });
    if (url === specsUrl && init?.method === 'PUT') {
      const { specs } = JSON.parse(String(init.body)) as ProductSpecsInput;
      const definitions = new Map(items.map((item) => [item.id, item]));
      return (
        saved ??
        jsonResponse({ specs: specs.map(({ specId, value }) => partSpec(definitions.get(specId)!, value)) })
      );
    }
    throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url}`);
  });
}

const saves = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === specsUrl)
    .map(([, init]) => [init?.method, JSON.parse(String(init?.body))]);

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The texts a control names as its description, each by its id. */
const describedTexts = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('ProductSpecsForm', () => {
  it('shows a row per value, each control as its kind takes it, and offers a specification in one row only', async () => {
    serve();
    renderWithProviders(<ProductSpecsForm product={part} />);
    const first = await screen.findByLabelText<HTMLSelectElement>('Specification 1');
    const second = screen.getByLabelText<HTMLSelectElement>('Specification 2');
    expect([first.value, second.value]).toEqual([crankLength.id, tubelessReady.id]);
    expect(optionsOf(first)).toEqual(['Crank length', 'Material']);
    expect(optionsOf(second)).toEqual(['Material', 'Tubeless ready']);

    const length = screen.getByLabelText<HTMLInputElement>('Value of Crank length');
    expect([length.value, length.inputMode]).toEqual(['172.5', 'decimal']);
    expect(describedTexts(length)).toEqual(['mm']);
    const tubeless = screen.getByLabelText<HTMLSelectElement>('Value of Tubeless ready');
    expect([tubeless.tagName, tubeless.value]).toEqual(['SELECT', 'yes']);
    expect(optionsOf(tubeless)).toEqual(['Yes or no?', 'Yes', 'No']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save specifications' }).disabled).toBe(
      true,
    );
  });

  it('adds a row of the first specification not chosen, removes one, and saves what the rows say', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<ProductSpecsForm product={part} />, { withToasts: true });
    const add = await screen.findByRole<HTMLButtonElement>('button', { name: 'Add a specification' });
    await user.click(add);
    const third = screen.getByLabelText<HTMLSelectElement>('Specification 3');
    expect(third.value).toBe(material.id);
    expect(document.activeElement).toBe(third);
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText('Value of Material'), ' Carbon ');
    await user.selectOptions(screen.getByLabelText('Value of Tubeless ready'), 'No');
    await user.click(screen.getByRole('button', { name: 'Remove Crank length' }));
    expect(screen.queryByLabelText('Value of Crank length')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save specifications' }));

    expect(await screen.findByText(specMessages.partSpecsSaved)).toBeTruthy();
    expect(saves(fetchMock)).toEqual([
      [
        'PUT',
        {
          specs: [
            { specId: tubelessReady.id, value: 'no' },
            { specId: material.id, value: 'Carbon' },
          ],
        },
      ],
    ]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save specifications' }).disabled).toBe(
        true,
      ),
    );
  });

  it('empties the value when the row’s specification changes to one of another kind', async () => {
    serve();
    const { user } = renderWithProviders(<ProductSpecsForm product={part} />);
    await user.selectOptions(await screen.findByLabelText('Specification 1'), 'Material');
    expect(screen.getByLabelText<HTMLInputElement>('Value of Material').value).toBe('');
  });

  it('refuses an empty value in words next to its row, sending nothing', async () => {
    const fetchMock = serve();
    const { user } = renderWithProviders(<ProductSpecsForm product={part} />);
    await user.clear(await screen.findByLabelText('Value of Crank length'));
    await user.click(screen.getByRole('button', { name: 'Save specifications' }));

    const length = screen.getByLabelText('Value of Crank length');
    await waitFor(() => expect(length.getAttribute('aria-invalid')).toBe('true'));
    expect(describedTexts(length)).toEqual(['Value of Crank length is required', 'mm']);
    expect(saves(fetchMock)).toEqual([]);
  });

  it('shows the server’s refusal of a row’s value next to that row’s control', async () => {
    const refusal = { message: 'Value must be yes or no', field: 'specs.1.value' };
    serve(demoSpecList(), jsonResponse(refusal, 400));
    const { user } = renderWithProviders(<ProductSpecsForm product={part} />, { withToasts: true });
    await user.selectOptions(await screen.findByLabelText('Value of Tubeless ready'), 'No');
    await user.click(screen.getByRole('button', { name: 'Save specifications' }));

    const tubeless = screen.getByLabelText('Value of Tubeless ready');
    await waitFor(() => expect(tubeless.getAttribute('aria-invalid')).toBe('true'));
    expect(describedTexts(tubeless)).toEqual([refusal.message]);
    expect(screen.getByLabelText('Value of Crank length').getAttribute('aria-invalid')).toBe('false');
    expect(
      await screen.findByText(`Could not save the specifications of ${part.name}: ${refusal.message}`),
    ).toBeTruthy();
  });

  it('points to the Specifications page while the catalogue has none', async () => {
    serve([]);
    renderWithProviders(<ProductSpecsForm product={aProductDetail()} />);
    expect((await screen.findByRole('link', { name: 'Specifications' })).getAttribute('href')).toBe(
      '/dashboard/specifications',
    );
  });
});
