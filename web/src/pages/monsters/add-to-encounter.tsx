// "Add to encounter" on the monster table's rows and on a monster's page. It is a plain link to the encounter list,
// which asks which encounter to add the monster to, so it works before the page's script runs and with none; with
// the script, a click opens that choice in a dialog over the table instead (loaded on first use, with the encounter
// store), so the game master can keep adding monsters without leaving it.
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../components/Icon.tsx';
import { createSmallStore, useSmallStore } from '../../lib/small-store.ts';
import { media } from '../../lib/theme/themes.ts';
import { addMonsterPath as addPath } from '../tools/encounters/encounter-paths.ts';

/** The monster whose dialog is open, if any (one dialog serves the whole table). */
const adding = createSmallStore<string | null>(null);

const AddToEncounterDialog = lazy(async () => ({ default: (await import('../tools/encounters/AddToEncounterDialog.tsx')).AddToEncounterDialog }));


const RowLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  padding: 0 8px;
  border-radius: 4px;
  white-space: nowrap;
  color: ${(p) => p.theme.colors.link};
  &:hover { background: rgba(127, 127, 127, 0.14); }
  ${media.xsOnly} { .label { display: none; } }
`;

function open(name: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    // A click opening a new tab or window keeps its meaning; a plain click opens the dialog here.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    adding.set(name);
  };
}

/** The table row's action: "+ Add" (an icon alone on phones), named for the monster. */
export function AddToEncounterLink({ name }: { name: string }) {
  return (
    <RowLink href={addPath(name)} aria-label={`Add ${name} to an encounter`} onClick={open(name)}>
      <Icon name="plus" size={18} />
      <span className="label">Add</span>
    </RowLink>
  );
}

/** The same action as any element that takes href and onClick (a monster page's outlined button link). */
export function AddToEncounterAnchor({ name, render }: { name: string; render(props: { href: string; onClick(event: MouseEvent<HTMLAnchorElement>): void }): ReactNode }) {
  return <>{render({ href: addPath(name), onClick: open(name) })}</>;
}

/** The dialog, once a monster has been chosen; render it once on a page that shows add links. */
export function AddToEncounterHost() {
  const name = useSmallStore(adding);
  if (!name) return null;
  return (
    <Suspense fallback={null}>
      <AddToEncounterDialog monsterName={name} onClose={() => adding.set(null)} />
    </Suspense>
  );
}
