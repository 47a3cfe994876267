import {
  fieldLabels,
  newShipmentSchema,
  shipmentLineSchema,
  shipmentMessages,
  type OrderDetail,
  type OrderDetailLine,
} from '@crankworks/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, InputField } from '../../../../components/form-field.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { fieldErrorText, showServerFieldError } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useShipOrderParts } from '../api/ship-order-parts.ts';

interface ShipPartsValues {
  /** One entry per line still waiting, in the order's order. */
  lines: { ship: boolean; qty: number }[];
  carrier: string;
  trackingNumber: string;
}

const NO_PARTS = 'Choose at least one part to ship';

/** The contract's first objection to a value, or true when it has none (react-hook-form's `validate`). */
const contractCheck =
  (schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }) =>
  (value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message ?? true;

const leftOf = (line: OrderDetailLine) => line.leftToShipQty;

/** The contract's rule for a quantity, then no more than is left of the line. */
const qtyCheck = (line: OrderDetailLine) => (qty: number) => {
  const problem = contractCheck(shipmentLineSchema.shape.qty)(qty);
  if (problem !== true) return problem;
  return qty <= leftOf(line) || shipmentMessages.tooMany(leftOf(line), line.name);
};

const TEXT_FIELDS = ['carrier', 'trackingNumber'] as const;

/**
 * Ship parts: for each line still waiting, whether it goes now and how many of its pieces; an
 * optional carrier and tracking number for the customer's e-mail. A server refusal shows under the
 * field it names.
 */
export function ShipPartsForm({ order }: { order: OrderDetail }) {
  const waiting = order.lines.filter((line) => leftOf(line) > 0);
  const shipParts = useShipOrderParts();
  const noPartsId = useId();
  const { register, handleSubmit, setError, formState } = useForm<ShipPartsValues>({
    defaultValues: {
      lines: waiting.map((line) => ({ ship: false, qty: leftOf(line) })),
      carrier: '',
      trackingNumber: '',
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    const chosen = waiting.flatMap((line, row) => {
      const value = values.lines[row];
      return value?.ship ? [{ row, lineNo: line.lineNo, qty: value.qty }] : [];
    });
    if (chosen.length === 0) return setError('root.lines', { message: NO_PARTS });
    const shipment = {
      lines: chosen.map(({ lineNo, qty }) => ({ lineNo, qty })),
      carrier: values.carrier.trim() || undefined,
      trackingNumber: values.trackingNumber.trim() || undefined,
    };
    shipParts.mutate(
      { id: order._id, shipment },
      {
        onSuccess: (shipped) =>
          toast.success(
            shipped.status === 'shipped'
              ? 'Shipment recorded: every part of the order has shipped'
              : 'Shipment recorded: the rest of the order waits',
          ),
        onError: (error) => {
          const field = error instanceof ApiRequestError ? (error.field ?? '') : '';
          // The server names a line by its place in what was sent; the form, by its row.
          const sent = /^lines\.(\d+)\./.exec(field);
          const row = sent ? chosen[Number(sent[1])]?.row : undefined;
          if (row !== undefined) setError(`lines.${row}.qty`, { type: 'server', message: error.message });
          else if (TEXT_FIELDS.some((name) => name === field))
            showServerFieldError(error, TEXT_FIELDS, setError);
          else toast.error(`The parts could not be shipped: ${errorMessage(error)}`);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Ship parts" className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.root?.lines ? noPartsId : undefined}>
        <legend className="font-semibold">Parts to ship</legend>
        {waiting.map((line, row) => {
          const piecesLabel = `Pieces of ${line.name}`;
          return (
            <div key={line.lineNo} className="flex flex-wrap items-end gap-x-4">
              <label className="flex min-h-10 cursor-pointer items-center gap-2">
                <input type="checkbox" className="checkbox" {...register(`lines.${row}.ship`)} />
                <span>Ship {line.name}</span>
                <span className="text-sm text-base-content/80">
                  ({leftOf(line)} of {line.qty} to ship)
                </span>
              </label>
              <FormField label={piecesLabel} error={fieldErrorText(piecesLabel, errors.lines?.[row]?.qty)}>
                {(field) => (
                  <input
                    {...field}
                    {...register(`lines.${row}.qty`, {
                      valueAsNumber: true,
                      validate: (qty, values) => !values.lines[row]?.ship || qtyCheck(line)(qty),
                    })}
                    type="number"
                    min={1}
                    max={leftOf(line)}
                    step={1}
                    className="input w-28"
                  />
                )}
              </FormField>
            </div>
          );
        })}
        {errors.root?.lines && (
          <p id={noPartsId} role="alert" className="text-error text-sm">
            {errors.root.lines.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <InputField
          label={`${fieldLabels.carrier} (optional)`}
          error={fieldErrorText(fieldLabels.carrier, errors.carrier)}
          registration={register('carrier', { validate: contractCheck(newShipmentSchema.shape.carrier) })}
          autoComplete="off"
        />
        <InputField
          label={`${fieldLabels.trackingNumber} (optional)`}
          error={fieldErrorText(fieldLabels.trackingNumber, errors.trackingNumber)}
          registration={register('trackingNumber', {
            validate: contractCheck(newShipmentSchema.shape.trackingNumber),
          })}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="btn btn-primary self-start" disabled={shipParts.isPending}>
        {shipParts.isPending ? 'Shipping…' : 'Ship these parts'}
      </button>
    </form>
  );
}
