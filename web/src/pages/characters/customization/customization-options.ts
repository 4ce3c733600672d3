// The eight customization option pages: their slugs, titles, hub blurbs and, for fighting styles,
// masteries and lightsaber forms, the anchor of their section in the handbook's customization chapter.
import { ROUTES, routePath } from '../../../../../core/routes.ts';
import type { CustomizationOptionSlug } from '../../../../../core/site-paths.ts';
import { headingSlug } from '../../../../../core/site-paths.ts';

export interface CustomizationOption {
  slug: CustomizationOptionSlug;
  title: string;
  blurb: string;
  /** The handbook section these options are explained in, when there is one. */
  handbookAnchor?: string;
}

/** In the hub's order. */
export const CUSTOMIZATION_OPTIONS: readonly CustomizationOption[] = [
  { slug: 'classImprovements', title: 'Class Improvements', blurb: 'Extra options that sharpen what a single class already does well.' },
  { slug: 'fightingStyles', title: 'Fighting Styles', blurb: 'Combat specialties a character adopts.', handbookAnchor: headingSlug('Fighting Styles') },
  { slug: 'fightingMasteries', title: 'Fighting Masteries', blurb: 'Advanced techniques built on a fighting style.', handbookAnchor: headingSlug('Fighting Masteries') },
  { slug: 'lightsaberForms', title: 'Lightsaber Forms', blurb: 'Traditions of lightweapon combat.', handbookAnchor: headingSlug('Lightsaber Forms') },
  { slug: 'multiclassImprovements', title: 'Multiclass Improvements', blurb: 'Benefits for characters who mix classes.' },
  { slug: 'splashclassImprovements', title: 'Splashclass Improvements', blurb: 'A taste of another class without taking its levels.' },
  { slug: 'weaponFocuses', title: 'Weapon Focuses', blurb: 'Training centred on one family of weapons.' },
  { slug: 'weaponSupremacies', title: 'Weapon Supremacies', blurb: 'The peak of a weapon focus.' },
];

export function customizationOption(slug: string): CustomizationOption | undefined {
  return CUSTOMIZATION_OPTIONS.find((o) => o.slug === slug);
}

export function handbookSectionPath(option: CustomizationOption): string | undefined {
  return option.handbookAnchor ? `${routePath(ROUTES.phbChapter, { chapter: 'customization' })}#${option.handbookAnchor}` : undefined;
}
