import {
  fieldLabels,
  newRefundSchema,
  piecesRefundCents,
  refundMessages,
  refusalOf,
  type NewRefund,
  type OrderAllowed,
  type OrderDetail,
} from '@crankworks/contract';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { FormField } from '../../../../components/form-field.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { formatUsd } from '../../../../lib/format.ts';
import { submissionOf } from '../../../../lib/submission.ts';
import { toast } from '../../../../lib/toast.ts';
import { useRefundOrder } from '../api/refund-order.ts';

interface RefundFormValues {
  by: 'amount' | 'lines';
  amount: number;
  /** Pieces to refund of each order line, keyed by the line's number (`qtys.line2`). */
  qtys: Record<LineKey, number>;
  restock: boolean;
  reason: string;
}

type LineKey = `line${number}`;
const lineKey = (lineNo: number): LineKey => `line${lineNo}`;
const noPieces = (order: OrderDetail) =>
  Object.fromEntries(order.lines.map((line) => [lineKey(line.lineNo), 0])) as Record<LineKey, number>;

const toRequest = (
  order: OrderDetail,
  { by, amount, qtys, restock, reason }: RefundFormValues,
): NewRefund => ({
  ...(by === 'amount'
    ? { amount }
    : {
        lines: order.lines
          .map(({ lineNo }) => ({ lineNo, qty: qtys[lineKey(lineNo)] ?? 0 }))
          .filter((line) => line.qty > 0),
        restock,
      }),
  ...(reason.trim() && { reason }),
});

/** Where a refusal of the request (`lines.0.qty`) shows in the form (`qtys.line2`, the line it named). */
function formFieldOf(path: string, request: NewRefund): Path<RefundFormValues> {
  const line = /^lines\.(\d+)\./.exec(path);
  const lineNo = line ? request.lines?.[Number(line[1])]?.lineNo : undefined;
  if (lineNo) return `qtys.${lineKey(lineNo)}`;
  if (path === 'reason') return 'reason';
  return path.startsWith('lines') ? 'qtys' : 'amount';
}

/**
 * What the request asks beyond what the server said it allows now, as its refusals: more money than
 * is left, more pieces of a line than may be refunded, or put back on stock.
 */
function beyondAllowed(allowed: OrderAllowed, request: NewRefund): { path: string; problem: string }[] {
  if (request.amount !== undefined)
    return request.amount > allowed.refundable
      ? [{ path: 'amount', problem: refundMessages.amountLeft(formatUsd(allowed.refundable)) }]
      : [];
  return (request.lines ?? []).flatMap(({ lineNo, qty }, index) => {
    const path = `lines.${index}.qty`;
    const line = allowed.lines.find((figures) => figures.lineNo === lineNo);
    const refundable = line?.refundableQty ?? 0;
    if (qty > refundable) return [{ path, problem: refundMessages.piecesLeft(refundable, lineNo) }];
    if (request.restock && qty > (line?.restockableQty ?? 0))
      return [{ path, problem: refundMessages.partlyShipped(lineNo) }];
    return [];
  });
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What refunded pieces come to, in dollars, for the confirmation: each at its line's unit price with
 * its share of a tax charged on top, by the contract's sum the server refunds with.
 */
const piecesDollars = (order: OrderDetail, allowed: OrderAllowed, lines: NonNullable<NewRefund['lines']>) =>
  lines.reduce((total, { lineNo, qty }) => {
    const line = order.lines.find((candidate) => candidate.lineNo === lineNo);
    const figures = allowed.lines.find((candidate) => candidate.lineNo === lineNo);
    if (!line || !figures) return total;
    const price = { unitCents: cents(line.price), qty: line.qty, taxOnTopCents: cents(figures.taxOnTop) };
    return total + piecesRefundCents(price, figures.refundedQty, qty);
  }, 0) / 100;

/** The order's lines of which pieces may be refunded now, each with the server's figures for it. */
const refundableLinesOf = (order: OrderDetail, allowed: OrderAllowed) =>
  order.lines.flatMap((line) => {
    const figures = allowed.lines.find(({ lineNo }) => lineNo === line.lineNo);
    return figures && figures.refundableQty > 0 ? [{ ...figures, name: line.name, price: line.price }] : [];
  });

const piecesLabel = ({ name, price, taxOnTop, refundableQty, restockableQty }: RefundableLine) =>
  `${name} (${formatUsd(price)} each${taxOnTop > 0 ? ' and its tax' : ''}, ${refundableQty} left${
    restockableQty < refundableQty ? `, ${restockableQty} back on stock` : ''
  })`;

type RefundableLine = ReturnType<typeof refundableLinesOf>[number];

/**
 * An admin's refund of a paid order: an amount, or pieces of its lines (maybe back on stock), never
 * more than the server says it allows now (`allowed`). Asks first.
 */
export function RefundForm({ order, allowed }: { order: OrderDetail; allowed: OrderAllowed }) {
  const left = allowed.refundable;
  const refundableLines = refundableLinesOf(order, allowed);
  const form = useForm<RefundFormValues>({
    defaultValues: { by: 'amount', qtys: noPieces(order), restock: true, reason: '' },
  });
  const { errors } = form.formState;
  const by = useWatch({ control: form.control, name: 'by' });
  const restock = useWatch({ control: form.control, name: 'restock' });
  const refund = useRefundOrder();
  /** The refund the confirm dialog asks about, and what it comes to. */
  const [asked, setAsked] = useState<{ request: NewRefund; dollars: number } | null>(null);

  const refuse = (path: string, message: string, request: NewRefund) =>
    form.setError(formFieldOf(path, request), { type: 'server', message });

  const onSubmit = form.handleSubmit((values) => {
    const request = toRequest(order, values);
    const checked = newRefundSchema.safeParse(request);
    const problems = checked.success
      ? beyondAllowed(allowed, request)
      : checked.error.issues.map((issue) => ({ path: issue.path.join('.'), problem: issue.message }));
    if (problems.length === 0)
      return setAsked({
        request,
        dollars: request.amount ?? piecesDollars(order, allowed, request.lines ?? []),
      });
    for (const { path, problem } of problems)
      refuse(
        path,
        path === 'lines' ? 'Choose at least one piece to refund' : refusalOf(path, problem),
        request,
      );
  });

  const onConfirm = () => {
    if (!asked) return;
    refund.mutate(submissionOf({ id: order._id, refund: asked.request }), {
      onSuccess: (made) => {
        toast.success(`${formatUsd(made.amount)} refunded to ${order.userName}`);
        form.reset({ by, qtys: noPieces(order), restock: true, reason: '' });
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.field)
          refuse(error.field, error.message, asked.request);
        else toast.error(`The refund did not go through: ${errorMessage(error)}`);
      },
      onSettled: () => setAsked(null),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Refund" className="flex flex-col gap-2">
      <p>Left to refund: {formatUsd(left)}</p>
      {refundableLines.length > 0 && (
        <fieldset className="flex gap-4">
          <legend className="sr-only">Refund by</legend>
          {(['amount', 'lines'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input type="radio" className="radio radio-sm" value={choice} {...form.register('by')} />
              {choice === 'amount' ? 'By amount' : 'By lines'}
            </label>
          ))}
        </fieldset>
      )}
      {by === 'amount' ? (
        <FormField label={fieldLabels.amount} error={errors.amount?.message}>
          {(field) => (
            <input
              {...field}
              {...form.register('amount', { valueAsNumber: true })}
              type="number"
              min={0.01}
              max={left}
              step={0.01}
              className="input w-full"
            />
          )}
        </FormField>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="fieldset-legend">Pieces to refund</legend>
          {refundableLines.map((line) => (
            <FormField
              key={line.lineNo}
              label={piecesLabel(line)}
              error={errors.qtys?.[lineKey(line.lineNo)]?.message}
            >
              {(field) => (
                <input
                  {...field}
                  {...form.register(`qtys.${lineKey(line.lineNo)}`, { valueAsNumber: true })}
                  type="number"
                  min={0}
                  max={restock ? line.restockableQty : line.refundableQty}
                  step={1}
                  className="input w-full"
                />
              )}
            </FormField>
          ))}
          {errors.qtys?.message && <p className="text-error text-sm">{errors.qtys.message}</p>}
          <label className="flex items-center gap-2">
            <input type="checkbox" className="checkbox checkbox-sm" {...form.register('restock')} />
            Put these pieces back on stock
          </label>
        </fieldset>
      )}
      <FormField label={fieldLabels.reason} error={errors.reason?.message}>
        {(field) => <textarea {...field} {...form.register('reason')} rows={2} className="textarea w-full" />}
      </FormField>
      <button type="submit" className="btn btn-warning self-start" disabled={refund.isPending}>
        Refund
      </button>
      <ConfirmDialog
        open={asked !== null}
        title="Refund this order?"
        confirmLabel="Refund"
        cancelLabel="Keep the money"
        pending={refund.isPending}
        onConfirm={onConfirm}
        onCancel={() => setAsked(null)}
      >
        {formatUsd(asked?.dollars ?? 0)} goes back to {order.userName}’s card. This cannot be undone.
      </ConfirmDialog>
    </form>
  );
}
