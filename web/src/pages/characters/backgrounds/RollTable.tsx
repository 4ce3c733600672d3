// A background's dice table: a 'd{n}' roll column and the options (personality traits, ideals, bonds, flaws,
// flavor options, feats). `renderName` lets the feat table make its names open a modal.
import type { ReactNode } from 'react';

export interface RollRow {
  roll: number;
  name?: string | null;
  description?: string | null;
}

export function RollTable<R extends RollRow>({ title, rows, renderName }: { title: string; rows: readonly R[]; renderName?: (row: R) => ReactNode }) {
  if (rows.length === 0) return null;
  const withName = rows.some((r) => r.name);
  const withDescription = rows.some((r) => r.description);
  return (
    <table className="data-table" aria-label={title}>
      <thead>
        <tr>
          <th scope="col">d{rows.length}</th>
          <th scope="col">{title}</th>
          {withName && withDescription && <th scope="col">Description</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.roll}>
            <td>{row.roll}</td>
            {withName ? <td>{renderName ? renderName(row) : row.name}</td> : <td>{row.description}</td>}
            {withName && withDescription && <td>{row.description}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
