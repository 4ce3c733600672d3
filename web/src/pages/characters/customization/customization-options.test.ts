import { describe, expect, it } from 'vitest';
import { CUSTOMIZATION_OPTION_SLUGS } from '../../../../../core/site-paths.ts';
import { CUSTOMIZATION_OPTIONS, customizationOption, handbookSectionPath } from './customization-options.ts';

describe('customization options', () => {
  it('covers every slug of the site once', () => {
    expect(CUSTOMIZATION_OPTIONS.map((o) => o.slug).sort()).toEqual([...CUSTOMIZATION_OPTION_SLUGS].sort());
  });
  it('links fighting styles, masteries and lightsaber forms to their handbook sections', () => {
    expect(handbookSectionPath(customizationOption('fightingStyles')!)).toBe('/rules/phb/customization#fighting-styles');
    expect(handbookSectionPath(customizationOption('fightingMasteries')!)).toBe('/rules/phb/customization#fighting-masteries');
    expect(handbookSectionPath(customizationOption('lightsaberForms')!)).toBe('/rules/phb/customization#lightsaber-forms');
    expect(handbookSectionPath(customizationOption('weaponFocuses')!)).toBeUndefined();
    expect(customizationOption('nope')).toBeUndefined();
  });
});
