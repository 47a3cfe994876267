import { specValueLabel, type PartSpec } from '@crankworks/contract';

/** A part's specifications, each name with its value and unit ("Crank length: 172.5 mm"); none, no table. */
export function PartSpecsTable({ specs }: { specs: readonly PartSpec[] }) {
  if (specs.length === 0) return null;
  return (
    <table className="table-sm table w-auto">
      <caption className="text-left text-sm font-semibold">Specifications</caption>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.specId}>
            <th scope="row">{spec.name}</th>
            <td>{specValueLabel(spec)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
