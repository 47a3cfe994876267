import { shippingMessages, type ShippingZone } from '@crankworks/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../../components/document-title.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDeleteZone, useZones } from '../api/zones.ts';
import { ZoneForm } from '../components/zone-form.tsx';
import { areasSummary, methodSummary } from '../components/zone-summary.ts';

type Editing = { zone?: ShippingZone } | null;

function ZoneCard({
  zone,
  onEdit,
  onDelete,
}: {
  zone: ShippingZone;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="card card-border bg-base-100 p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{zone.name}</h2>
      <p>{areasSummary(zone)}</p>
      {zone.methods.length === 0 ? (
        <p>No method yet: addresses here are told the shop does not ship to them.</p>
      ) : (
        <ul className="list-disc ps-6">
          {zone.methods.map((method) => (
            <li key={method._id}>{methodSummary(method)}</li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex gap-2">
        <button type="button" className="btn btn-sm" onClick={onEdit} aria-label={`Edit ${zone.name}`}>
          Edit
        </button>
        <button
          type="button"
          className="btn btn-sm btn-error btn-outline"
          onClick={onDelete}
          aria-label={`Delete ${zone.name}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/** Admin: Shipping — zones, their methods and rates (decision 067). */
export function Component() {
  const zones = useZones();
  const remove = useDeleteZone();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShippingZone | null>(null);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(shippingMessages.deleted),
      onError: (error) => toast.error(`The zone was not deleted: ${errorMessage(error)}`),
      onSettled: () => setDeleting(null),
    });

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Shipping" />
      <h1 className="text-3xl font-bold">Shipping</h1>
      <p>Zones of countries or regions, each with its methods priced by weight or by the goods’ value.</p>
      {editing ? (
        <ZoneForm key={editing.zone?._id ?? 'new'} zone={editing.zone} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn btn-primary self-start" onClick={() => setEditing({})}>
          Add a zone
        </button>
      )}
      {zones.isPending ? (
        <div role="status" aria-label="Loading the shipping zones" className="skeleton h-64" />
      ) : zones.isError ? (
        <QueryError
          title="We could not load the shipping zones."
          error={zones.error}
          onRetry={() => void zones.refetch()}
        />
      ) : zones.data.zones.length === 0 ? (
        <p>No zone yet: the shop ships nowhere until one is added.</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Shipping zones">
          {zones.data.zones.map((zone) => (
            <ZoneCard
              key={zone._id}
              zone={zone}
              onEdit={() => setEditing({ zone })}
              onDelete={() => setDeleting(zone)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the zone ${deleting?.name ?? ''}?`}
        confirmLabel="Delete zone"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Its countries and methods go with it; orders already placed keep their shipping.
      </ConfirmDialog>
    </div>
  );
}
