// The power / reference-table modal: opens when the URL hash names one, after the start-up
// data-version check; the title is the hash in start case; closing removes the hash.
import { skipToken } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useHashModalQuery } from '../gql/hooks.ts';
import type { HashModalPowerFragment } from '../gql/graphql.ts';
import { Dialog } from './Dialog.tsx';
import { Markdown } from './Markdown.tsx';
import { startCase } from '../../../core/text/markdown-text.ts';
import { hashRecordName } from './hash-record.ts';
import { powerLevelLabel } from './table/format/ordinal.ts';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0 0 12px;
  dt { font-weight: 700; }
  dd { margin: 0; }
`;

function PowerDetails({ power }: { power: HashModalPowerFragment }) {
  return (
    <>
      <Fields>
        <dt>Level</dt>
        <dd>{powerLevelLabel(power.level)}</dd>
        <dt>Casting Period</dt>
        <dd>{power.castingPeriodText ?? '-'}</dd>
        <dt>Range</dt>
        <dd>{power.range ?? '-'}</dd>
        <dt>Duration</dt>
        <dd>{power.duration ?? '-'}</dd>
        <dt>Concentration</dt>
        <dd>{power.concentration ? 'Yes' : 'No'}</dd>
      </Fields>
      <Markdown source={power.description} />
    </>
  );
}

/** `versionsReady`: the cached rules data is known to be current (the app shell checks the data versions). */
export function HashModal({ versionsReady }: { versionsReady: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const name = hashRecordName(location.hash);
  const { data } = useHashModalQuery(name && versionsReady ? { variables: { name } } : skipToken);
  const power = name ? data?.power : undefined;
  const table = name && !power ? data?.referenceTable : undefined;
  const close = () => navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
  return (
    <Dialog open={Boolean(power || table)} title={name ? startCase(name) : ''} wide={Boolean(table)} onClose={close}>
      {power && <PowerDetails power={power} />}
      {table && <Markdown source={table.content} />}
    </Dialog>
  );
}
