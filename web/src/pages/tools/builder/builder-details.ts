// The builder's extra texts (BuilderDetails.graphql) indexed by name, shared with the steps through a context.
// The builder works without them (offline before they were ever fetched): the steps then leave the texts out.
import { createContext, useContext, useMemo } from 'react';
import { useBuilderDetailsQuery } from '../../../gql/hooks.ts';
import type { BuilderDetailsQuery } from '../../../gql/graphql.ts';

export type ClassDetails = BuilderDetailsQuery['classes'][number];
export type BackgroundDetails = BuilderDetailsQuery['backgrounds'][number];
export type SpeciesDetails = BuilderDetailsQuery['speciesList'][number];
export type FightingStyleDetails = BuilderDetailsQuery['fightingStyles'][number];

export interface BuilderDetails {
  classes: ReadonlyMap<string, ClassDetails>;
  backgrounds: ReadonlyMap<string, BackgroundDetails>;
  species: ReadonlyMap<string, SpeciesDetails>;
  /** The styles a Fighting Style feature offers. */
  fightingStyles: readonly FightingStyleDetails[];
}

export const EMPTY_DETAILS: BuilderDetails = { classes: new Map(), backgrounds: new Map(), species: new Map(), fightingStyles: [] };

export function indexDetails(data: BuilderDetailsQuery | undefined): BuilderDetails {
  if (!data) return EMPTY_DETAILS;
  return {
    classes: new Map(data.classes.map((entry) => [entry.name, entry])),
    backgrounds: new Map(data.backgrounds.map((entry) => [entry.name, entry])),
    species: new Map(data.speciesList.map((entry) => [entry.name, entry])),
    fightingStyles: [...data.fightingStyles].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The details fetched (or read from the cache) and indexed: what the builder puts in its context. */
export function useFetchedBuilderDetails(): BuilderDetails {
  const { data } = useBuilderDetailsQuery({ fetchPolicy: 'cache-first' });
  return useMemo(() => indexDetails(data), [data]);
}

export const BuilderDetailsContext = createContext<BuilderDetails>(EMPTY_DETAILS);

export function useBuilderDetails(): BuilderDetails {
  return useContext(BuilderDetailsContext);
}
