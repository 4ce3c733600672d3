// A class's page: portrait, flavor and creating text, quick build, the full level table, hit
// points, proficiencies, saves, skills, equipment, the Variant: Starting Wealth table, the feature text, and the
// button to its archetypes (labelled with the class's archetype flavor name, filtered by class).
import { ROUTES } from '../../../../../core/routes.ts';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/Button.tsx';
import { LevelTable } from '../../../components/LevelTable.tsx';
import { Markdown } from '../../../components/Markdown.tsx';
import { RecordImage } from '../../../components/table/RecordImage.tsx';
import { RecordPage } from '../../../components/table/RecordPage.tsx';
import { useClassDetailQuery } from '../../../gql/hooks.ts';
import type { ClassDetailQuery } from '../../../gql/graphql.ts';
import { joinWithAnd, levelTable } from './level-table.ts';

type ClassData = NonNullable<ClassDetailQuery['class']>;

const Intro = styled.div`
  display: grid;
  gap: 16px 32px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) { grid-template-columns: minmax(0, 1fr) 320px; }
  .portrait img, .portrait [role='img'] { width: 100%; max-width: 320px; height: auto; min-height: 160px; }
`;

export function archetypesPath(className: string): string {
  return `${ROUTES.archetypes.pattern}?class=${encodeURIComponent(className)}`;
}

const listText = (items: readonly string[]) => (items.length ? items.join(', ') : 'None');

function ClassBody({ data }: { data: ClassData }) {
  return (
    <>
      <h1>{data.name}</h1>
      <Intro>
        <div>
          {data.flavorText && <Markdown source={data.flavorText} />}
          {data.creatingText && (
            <section aria-label={`Creating a ${data.name}`}>
              <h2>Creating a {data.name}</h2>
              <Markdown source={data.creatingText} />
            </section>
          )}
          {data.quickBuildText && (
            <section aria-label="Quick Build">
              <h3>Quick Build</h3>
              <Markdown source={data.quickBuildText} />
            </section>
          )}
        </div>
        <div className="portrait">
          <RecordImage src={data.imageUrls[0]} alt={data.name} />
        </div>
      </Intro>
      <LevelTable table={levelTable(data.levelChanges, data.levelChangeHeaders)} regionLabel={`The ${data.name} level table`} tableLabel={`The ${data.name}`} />
      <section aria-label="Class Features">
        <h2>Class Features</h2>
        <h3>Hit Points</h3>
        <dl className="facts">
          <dt>Hit Dice</dt>
          <dd>1d{data.hitDiceDieType} per {data.name.toLowerCase()} level</dd>
          <dt>Hit Points at 1st Level</dt>
          <dd>{data.hitPointsAtFirstLevel ?? '-'}</dd>
          <dt>Hit Points at Higher Levels</dt>
          <dd>{data.hitPointsAtHigherLevels ?? '-'}</dd>
        </dl>
        <h3>Proficiencies</h3>
        <dl className="facts">
          <dt>Armor</dt>
          <dd>{listText(data.armorProficiencies)}</dd>
          <dt>Weapons</dt>
          <dd>{listText(data.weaponProficiencies)}</dd>
          <dt>Tools</dt>
          <dd>{listText(data.toolProficiencies)}</dd>
          <dt>Saving Throws</dt>
          <dd>{joinWithAnd(data.savingThrows) || 'None'}</dd>
          <dt>Skills</dt>
          <dd>{data.skillChoices ?? 'None'}</dd>
        </dl>
        {data.equipmentLines.length > 0 && (
          <>
            <h3>Equipment</h3>
            <p>Starting gear, on top of what your background provides:</p>
            <Markdown source={data.equipmentLines.join('\n')} />
          </>
        )}
        {data.startingWealthVariant && (
          <>
            <h3>Variant: Starting Wealth</h3>
            <table className="data-table" aria-label="Variant: Starting Wealth">
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Funds</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{data.name}</td>
                  <td>{data.startingWealthVariant}</td>
                </tr>
              </tbody>
            </table>
          </>
        )}
      </section>
      {data.classFeatureText && <Markdown source={data.classFeatureText} />}
      {data.classFeatureText2 && <Markdown source={data.classFeatureText2} />}
      {data.archetypeFlavorName && (
        <p>
          <ButtonLink to={archetypesPath(data.name)}>{data.archetypeFlavorName}</ButtonLink>
        </p>
      )}
    </>
  );
}

export function ClassDetail({ handbook = false }: { handbook?: boolean }) {
  const { className = '' } = useParams();
  const { data, loading } = useClassDetailQuery({ variables: { name: className } });
  const found = data?.class;
  return (
    <RecordPage kind="class" name={className} recordName={found?.name} backTo={handbook ? ROUTES.phbClasses.pattern : ROUTES.classes.pattern} loading={loading} found={Boolean(found)}>
      {found && <ClassBody data={found} />}
    </RecordPage>
  );
}
