// The frame of a table page: a back button to its section, the page heading, optional text, then the table.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackButton } from '../BackButton.tsx';
import { usePageTitle } from '../page-title.ts';

const Frame = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  h1 { margin: 8px 0 4px; }
  .intro { margin: 0 0 8px; color: ${(p) => p.theme.colors.mutedText}; }
`;

export function TablePage({ title, backTo, intro, children }: { title: string; backTo?: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Frame aria-labelledby="table-page-title">
      {backTo && <BackButton to={backTo} />}
      <h1 id="table-page-title">{title}</h1>
      {intro && <div className="intro">{intro}</div>}
      {children}
    </Frame>
  );
}
