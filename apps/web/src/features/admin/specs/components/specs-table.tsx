import type { SpecDefinition } from '@crankworks/contract';
import { TableRegion } from '../../../../components/table-region.tsx';
import { partCountText } from '../../../categories/index.ts';
import { specKindLabels } from '../spec-kind-words.ts';
import { SpecForm } from './spec-form.tsx';

interface SpecsTableProps {
  specs: readonly SpecDefinition[];
  /** The specification being renamed, shown as its form in its row. */
  editingId: string | null;
  onEdit: (spec: SpecDefinition) => void;
  onEditDone: () => void;
  onDelete: (spec: SpecDefinition) => void;
}

/** The catalogue's specifications, a row each: its kind, unit and how many parts give it. */
export function SpecsTable({ specs, editingId, onEdit, onEditDone, onDelete }: SpecsTableProps) {
  return (
    <TableRegion label="Specifications">
      <thead className="text-base-content">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Unit</th>
          <th scope="col">Parts</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {specs.map((spec) =>
          editingId === spec.id ? (
            <tr key={spec.id}>
              <td colSpan={5}>
                <SpecForm spec={spec} onDone={onEditDone} />
              </td>
            </tr>
          ) : (
            <tr key={spec.id}>
              <td className="font-semibold">{spec.name}</td>
              <td>{specKindLabels[spec.kind]}</td>
              <td>{spec.unit ?? 'None'}</td>
              <td className="whitespace-nowrap">{partCountText(spec.productCount)}</td>
              <td>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => onEdit(spec)}
                    aria-label={`Edit ${spec.name}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-error btn-outline"
                    onClick={() => onDelete(spec)}
                    aria-label={`Delete ${spec.name}`}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </TableRegion>
  );
}
