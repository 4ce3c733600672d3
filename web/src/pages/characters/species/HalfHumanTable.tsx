// The Half-Human page's table of the trait a half-human inherits from each parent species, split into 1, 2 or 4
// side-by-side tables by screen width.
import styled from 'styled-components';
import { splitIntoColumns, useHalfHumanColumns } from './half-human-columns.ts';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
  gap: 16px;
  margin: 12px 0 24px;
  table { width: 100%; border-collapse: collapse; background: ${(p) => p.theme.colors.surface}; }
  th, td { padding: 6px 10px; text-align: left; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  tbody tr:nth-child(even) { background: ${(p) => p.theme.colors.tableStripe}; }
`;

export function HalfHumanTable({ entries }: { entries: Record<string, string> }) {
  const columns = useHalfHumanColumns();
  const rows = Object.entries(entries).sort(([a], [b]) => a.localeCompare(b));
  const parts = splitIntoColumns(rows, columns);
  return (
    <Grid $columns={parts.length || 1} data-columns={parts.length}>
      {parts.map((part, i) => (
        <table key={i} aria-label={parts.length > 1 ? `Half-human traits, part ${i + 1} of ${parts.length}` : 'Half-human traits'}>
          <thead>
            <tr>
              <th scope="col">Species</th>
              <th scope="col">Trait</th>
            </tr>
          </thead>
          <tbody>
            {part.map(([species, trait]) => (
              <tr key={species}>
                <td>{species}</td>
                <td>{trait}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Grid>
  );
}
