// A species' page: visual characteristics, physical and sociocultural facts (each shown only when
// present), image, flavor text and traits; the Half-Human page adds its trait table.
import { ROUTES } from '../../../../../core/routes.ts';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Markdown } from '../../../components/Markdown.tsx';
import { RecordImage } from '../../../components/table/RecordImage.tsx';
import { RecordPage } from '../../../components/table/RecordPage.tsx';
import { useSpeciesDetailQuery } from '../../../gql/hooks.ts';
import type { SpeciesDetailQuery } from '../../../gql/graphql.ts';
import { HalfHumanTable } from './HalfHumanTable.tsx';
import { isHalfHuman } from './half-human-columns.ts';

type Species = NonNullable<SpeciesDetailQuery['species']>;

const Layout = styled.div`
  display: grid;
  gap: 16px 32px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) { grid-template-columns: minmax(0, 1fr) 320px; }
  .portrait img, .portrait [role='img'] { width: 100%; max-width: 320px; height: auto; min-height: 160px; }
`;

type Fact = [label: string, value: string | null | undefined];

function FactGroup({ title, facts }: { title: string; facts: Fact[] }) {
  const present = facts.filter(([, value]) => value && value.trim());
  if (present.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <dl className="facts">
        {present.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const joinParts = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ') || undefined;

export function SpeciesBody({ species }: { species: Species }) {
  const halfHuman = isHalfHuman(species.name) && species.halfHumanTableEntries && Object.keys(species.halfHumanTableEntries).length > 0;
  return (
    <>
      <h1>{species.name}</h1>
      <Layout>
        <div>
          <FactGroup
            title="Visual Characteristics"
            facts={[
              ['Skin Color', species.skinColorOptions],
              ['Hair Color', species.hairColorOptions],
              ['Eye Color', species.eyeColorOptions],
              ['Color Scheme', species.colorScheme],
              ['Distinctions', species.distinctions],
            ]}
          />
          <FactGroup
            title="Physical Characteristics"
            facts={[
              ['Height', joinParts(species.heightAverage, species.heightRollMod)],
              ['Weight', joinParts(species.weightAverage, species.weightRollMod)],
            ]}
          />
          <FactGroup
            title="Sociocultural Characteristics"
            facts={[
              ['Homeworld', species.homeworld],
              ['Manufacturer', species.manufacturer],
              ['Language', species.language],
            ]}
          />
        </div>
        <div className="portrait">
          <RecordImage src={species.imageUrls[0]} alt={species.name} />
        </div>
      </Layout>
      {species.flavorText && <Markdown source={species.flavorText} />}
      {halfHuman && <HalfHumanTable entries={species.halfHumanTableEntries!} />}
      {species.traits.length > 0 && (
        <section aria-label={`${species.name} Traits`}>
          <h2>{species.name} Traits</h2>
          {species.traits.map((trait) => (
            <div key={trait.name}>
              <h3>{trait.name}</h3>
              {trait.description && <Markdown source={trait.description} />}
            </div>
          ))}
        </section>
      )}
    </>
  );
}

export function SpeciesDetail({ handbook = false }: { handbook?: boolean }) {
  const { speciesName = '' } = useParams();
  const { data, loading } = useSpeciesDetailQuery({ variables: { name: speciesName } });
  const species = data?.species;
  return (
    <RecordPage kind="species" name={speciesName} recordName={species?.name} backTo={handbook ? ROUTES.phbSpecies.pattern : ROUTES.species.pattern} loading={loading} found={Boolean(species)}>
      {species && <SpeciesBody species={species} />}
    </RecordPage>
  );
}
