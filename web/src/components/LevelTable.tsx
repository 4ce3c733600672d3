// A table with one row per level (a class's level table, an archetype's leveled table): column headers, then each
// level's cells, the first cell heading its row. It scrolls sideways on narrow screens as a focusable region.
export interface LevelRows {
  headers: string[];
  rows: Array<{ level: string; cells: string[] }>;
}

/** Nothing when there are no rows. `regionLabel` names the scrolling region, `tableLabel` the table. */
export function LevelTable({ table, regionLabel, tableLabel }: { table: LevelRows; regionLabel: string; tableLabel: string }) {
  if (table.rows.length === 0) return null;
  return (
    <div className="table-scroll" role="region" aria-label={regionLabel} tabIndex={0}>
      <table className="data-table" aria-label={tableLabel}>
        <thead>
          <tr>
            {table.headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.level}>
              {row.cells.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
