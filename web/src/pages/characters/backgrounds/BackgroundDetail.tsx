// A background's page: skills, tools, languages, equipment, its flavor table, its feature, the
// feat options (each opening a modal with the feat's text) and suggested characteristics with four dice tables.
import { ROUTES } from '../../../../../core/routes.ts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Dialog } from '../../../components/Dialog.tsx';
import { Markdown } from '../../../components/Markdown.tsx';
import { RecordPage } from '../../../components/table/RecordPage.tsx';
import { useBackgroundDetailQuery } from '../../../gql/hooks.ts';
import type { BackgroundDetailQuery } from '../../../gql/graphql.ts';
import { RollTable } from './RollTable.tsx';

type Background = NonNullable<BackgroundDetailQuery['background']>;
type FeatOption = Background['featOptions'][number];

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.link};
  text-decoration: underline;
  font: inherit;
  cursor: pointer;
`;

function FeatModal({ option, onClose }: { option: FeatOption | undefined; onClose: () => void }) {
  const feat = option?.feat;
  return (
    <Dialog open={Boolean(option)} title={option?.name ?? ''} onClose={onClose}>
      {feat ? (
        <>
          {feat.prerequisite && (
            <p>
              <em>Prerequisite: {feat.prerequisite}</em>
            </p>
          )}
          <Markdown source={feat.text} />
        </>
      ) : (
        <p>This feat is not in the rules data.</p>
      )}
    </Dialog>
  );
}

function BackgroundBody({ background }: { background: Background }) {
  const [openFeat, setOpenFeat] = useState<FeatOption>();
  const facts: Array<[string, string | null | undefined]> = [
    ['Skill Proficiencies', background.skillProficiencies],
    ['Tool Proficiencies', background.toolProficiencies],
    ['Languages', background.languages],
    ['Equipment', background.equipment],
  ];
  return (
    <>
      <h1>{background.name}</h1>
      {background.flavorText && <Markdown source={background.flavorText} />}
      <dl className="facts">
        {facts
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {background.flavorName && (
        <section aria-label={background.flavorName}>
          <h2>{background.flavorName}</h2>
          {background.flavorDescription && <Markdown source={background.flavorDescription} />}
          <RollTable title={background.flavorName} rows={background.flavorOptions ?? []} />
        </section>
      )}
      {background.featureName && (
        <section aria-label={`Feature: ${background.featureName}`}>
          <h2>Feature: {background.featureName}</h2>
          {background.featureText && <Markdown source={background.featureText} />}
        </section>
      )}
      {background.featOptions.length > 0 && (
        <section aria-label="Background Feat">
          <h2>Background Feat</h2>
          <RollTable
            title="Feat"
            rows={background.featOptions}
            renderName={(option) => (
              <LinkButton type="button" aria-haspopup="dialog" onClick={() => setOpenFeat(option)}>
                {option.name}
              </LinkButton>
            )}
          />
          <FeatModal option={openFeat} onClose={() => setOpenFeat(undefined)} />
        </section>
      )}
      <section aria-label="Suggested Characteristics">
        <h2>Suggested Characteristics</h2>
        {background.suggestedCharacteristics && <Markdown source={background.suggestedCharacteristics} />}
        <RollTable title="Personality Trait" rows={background.personalityTraitOptions} />
        <RollTable title="Ideal" rows={background.idealOptions} />
        <RollTable title="Bond" rows={background.bondOptions} />
        <RollTable title="Flaw" rows={background.flawOptions} />
      </section>
    </>
  );
}

export function BackgroundDetail({ handbook = false }: { handbook?: boolean }) {
  const { backgroundName = '' } = useParams();
  const { data, loading } = useBackgroundDetailQuery({ variables: { name: backgroundName } });
  const background = data?.background;
  return (
    <RecordPage
      kind="background"
      name={backgroundName}
      recordName={background?.name}
      backTo={handbook ? ROUTES.phbBackgrounds.pattern : ROUTES.backgrounds.pattern}
      loading={loading}
      found={Boolean(background)}
    >
      {background && <BackgroundBody background={background} />}
    </RecordPage>
  );
}
