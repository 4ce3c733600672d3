// Chapter routes of the four rulebooks: the `:chapter` slug (or the book's default) -> the chapter in the data.
// Static routes of the table pages (species, deployments, ...) outrank `:chapter`, so this is also their fallback.
import { useParams } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { chapterNameForSlug, customizationOptionPath } from '../../../../core/site-paths.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { ChapterPage } from '../../components/ChapterPage.tsx';
import { Icon } from '../../components/Icon.tsx';
import { NotFoundContent } from '../site/NotFoundPage.tsx';

function openInNewTab(to: string, label: string) {
  return (
    <ButtonLink key={to} to={to} target="_blank" rel="noopener" variant="outlined">
      {label} <Icon name="openInNew" size={18} />
      <span className="visually-hidden">(opens in a new tab)</span>
    </ButtonLink>
  );
}

/** Extra buttons of the handbook's casting chapter (its two power lists) and customization chapter (the tables it explains). */
export function handbookChapterActions(slug: string) {
  if (slug === 'casting') {
    return [
      <ButtonLink key="force" to={ROUTES.phbForcePowers.pattern}>
        Force Powers List
      </ButtonLink>,
      <ButtonLink key="tech" to={ROUTES.phbTechPowers.pattern}>
        Tech Powers List
      </ButtonLink>,
    ];
  }
  if (slug === 'customization') {
    return [
      openInNewTab(ROUTES.feats.pattern, 'Feats'),
      openInNewTab(customizationOptionPath('fightingStyles'), 'Fighting Styles'),
      openInNewTab(customizationOptionPath('fightingMasteries'), 'Fighting Masteries'),
      openInNewTab(customizationOptionPath('lightsaberForms'), 'Lightsaber Forms'),
    ];
  }
  return undefined;
}

/** Handbook lists that are tables elsewhere on the site; shown as a pointer until the handbook mounts its own. */
const HANDBOOK_TABLE_POINTERS: Record<string, { title: string; to: string; label: string }> = {
  'casting/forcePowers': { title: 'Force Powers', to: ROUTES.forcePowers.pattern, label: 'Open the force powers table' },
  'casting/techPowers': { title: 'Tech Powers', to: ROUTES.techPowers.pattern, label: 'Open the tech powers table' },
};

function TablePointer({ title, to, label }: { title: string; to: string; label: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p>This list is kept as a searchable table.</p>
      <ButtonLink to={to}>{label}</ButtonLink>
    </section>
  );
}

export function HandbookChapter() {
  const { chapter = '', list } = useParams();
  const slug = list ? `${chapter}/${list}` : chapter;
  const pointer = HANDBOOK_TABLE_POINTERS[slug];
  if (pointer) return <TablePointer {...pointer} />;
  const name = chapterNameForSlug('PHB', slug);
  if (!name) return <NotFoundContent />;
  return <ChapterPage key={name} book="PHB" chapterName={name} actions={handbookChapterActions(slug)} />;
}

export function StarshipsChapter() {
  const { chapter = 'introduction' } = useParams();
  const name = chapterNameForSlug('SOTG', chapter);
  if (!name) return <NotFoundContent />;
  return <ChapterPage key={name} book="SOTG" chapterName={name} />;
}

/** Wretched Hives: an unknown chapter, or one missing from the data, falls back to the Introduction. */
export function WretchedHivesChapter() {
  const { chapter = 'introduction' } = useParams();
  const name = chapterNameForSlug('WH', chapter) ?? 'Introduction';
  const introduction = <ChapterPage key="Introduction" book="WH" chapterName="Introduction" />;
  if (name === 'Introduction') return introduction;
  return <ChapterPage key={name} book="WH" chapterName={name} notFound={introduction} />;
}

export function ScumAndVillainyChapter() {
  const { chapter = 'monstersChapter' } = useParams();
  const name = chapterNameForSlug('SNV', chapter);
  if (!name) return <NotFoundContent />;
  return <ChapterPage key={name} book="SNV" chapterName={name} />;
}
