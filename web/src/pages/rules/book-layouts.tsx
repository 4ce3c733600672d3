// The four rulebooks' frames, each a BookLayout with its drawer entries (route modules load these lazily).
import { useMemo } from 'react';
import { useHandbookDrawerQuery } from '../../gql/hooks.ts';
import { BookLayout } from './BookLayout.tsx';
import { handbookEntries, SCUM_AND_VILLAINY_ENTRIES, STARSHIPS_ENTRIES, WRETCHED_HIVES_ENTRIES } from './book-drawers.ts';

export function HandbookLayout() {
  const { data } = useHandbookDrawerQuery();
  const species = data?.speciesList;
  const entries = useMemo(() => handbookEntries((species ?? []).map((s) => s.name)), [species]);
  return <BookLayout title="Player's Handbook" entries={entries} />;
}

export function StarshipsLayout() {
  return <BookLayout title="Starships of the Galaxy" entries={STARSHIPS_ENTRIES} />;
}

export function WretchedHivesLayout() {
  return <BookLayout title="Wretched Hives" entries={WRETCHED_HIVES_ENTRIES} />;
}

export function ScumAndVillainyLayout() {
  return <BookLayout title="Scum and Villainy" entries={SCUM_AND_VILLAINY_ENTRIES} />;
}
