import { deliveryEstimate, type ShipmentForm, type ShippingOptions } from '@crankworks/contract';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { QueryError } from '../../../components/query-error.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { formatUsd } from '../../../lib/format.ts';
import { useShippingOptions, type OptionsRequest } from '../api/get-shipping-options.ts';

const noOptions: ShippingOptions['options'] = [];

/**
 * The methods that serve the address, each with its price and delivery estimate, and what the order
 * comes to by the one chosen (the cheapest at first): an address no method serves is said in words
 * here, before any payment.
 */
export function ShippingMethods({ request }: { request: OptionsRequest | undefined }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ShipmentForm>();
  const options = useShippingOptions(request);
  const chosenId = useWatch({ control, name: 'shippingMethodId' });
  const offered = options.data?.options ?? noOptions;
  // What the radios show as chosen; the form's value follows it in the effect below.
  const shownId = offered.some((option) => option.methodId === chosenId) ? chosenId : offered[0]?.methodId;

  // A method of another address, or none yet: the cheapest one that serves this address.
  useEffect(() => {
    if (!offered.some((option) => option.methodId === chosenId))
      setValue('shippingMethodId', offered[0]?.methodId ?? '');
  }, [offered, chosenId, setValue]);

  return (
    <fieldset className="fieldset min-h-24" aria-busy={options.isFetching}>
      <legend className="fieldset-legend text-base">Shipping method</legend>
      {request === undefined ? (
        <p>Choose the country of the shipping address to see how your parts can ship.</p>
      ) : options.isPending ? (
        <div role="status" aria-label="Finding the shipping methods" className="skeleton h-16 w-full" />
      ) : options.isError ? (
        <QueryError
          title="We could not find the shipping methods."
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : options.data.unserved ? (
        <p role="alert" className="alert alert-warning alert-soft">
          {options.data.unserved}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            {offered.map((option) => (
              <label key={option.methodId} className="flex items-start gap-2">
                <input
                  type="radio"
                  value={option.methodId}
                  {...register('shippingMethodId')}
                  // The cheapest is chosen on the page the server renders too, before any script.
                  defaultChecked={option.methodId === shownId}
                  className="radio radio-sm mt-0.5"
                />
                <span>
                  <span className="font-semibold">{option.name}</span>{' '}
                  {option.price === 0 ? 'Free' : formatUsd(option.price)} ·{' '}
                  {deliveryEstimate(option.minDays, option.maxDays)}
                </span>
              </label>
            ))}
          </div>
          <ChargesSummary quote={options.data} methodId={shownId} />
        </>
      )}
      {errors.shippingMethodId && (
        <p className="text-error text-sm">{fieldErrorText('Shipping method', errors.shippingMethodId)}</p>
      )}
    </fieldset>
  );
}

/** Parts, shipping, tax and the total the card will be charged, by the chosen method. */
function ChargesSummary({ quote, methodId }: { quote: ShippingOptions; methodId: string | undefined }) {
  const option = quote.options.find((offered) => offered.methodId === methodId);
  if (!option) return null;
  const rows = [
    ['Parts', formatUsd(quote.goods)],
    [`Shipping (${option.name})`, option.price === 0 ? 'Free' : formatUsd(option.price)],
    [quote.taxRate.label, formatUsd(option.tax)],
  ];
  return (
    <>
      <dl aria-label="What you pay" className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
        <div className="contents text-lg font-bold">
          <dt>Total</dt>
          <dd className="text-right">
            <output>{formatUsd(option.total)}</output>
          </dd>
        </div>
      </dl>
      {quote.taxRate.note && <p className="mt-1 text-sm">{quote.taxRate.note}</p>}
    </>
  );
}
