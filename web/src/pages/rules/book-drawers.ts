// The side-drawer entries of each rulebook, built from the shared chapter slugs.
import type { DrawerEntry } from '../../app/layout/SideDrawer.tsx';
import { BOOK_BASE } from '../../../../core/site-paths.ts';

const PHB = BOOK_BASE.PHB;
const SOTG = BOOK_BASE.SOTG;
const WH = BOOK_BASE.WH;
const SNV = BOOK_BASE.SNV;

export const HANDBOOK_CLASSES = ['Berserker', 'Consular', 'Engineer', 'Fighter', 'Guardian', 'Monk', 'Operative', 'Scholar', 'Scout', 'Sentinel'];
export const SOTG_DEPLOYMENTS = ['Coordinator', 'Gunner', 'Mechanic', 'Operator', 'Pilot', 'Technician'];
export const SOTG_SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'];

const enc = encodeURIComponent;

/** The handbook's entries; the species children come from the data (core species only). */
export function handbookEntries(coreSpecies: readonly string[]): DrawerEntry[] {
  return [
    { label: 'Introduction', to: PHB, end: true },
    { label: "What's Different", to: `${PHB}/whatsDifferent` },
    { label: 'Step-By-Step Characters', to: `${PHB}/stepByStep` },
    { label: 'Species', to: `${PHB}/species`, end: true, children: coreSpecies.map((s) => ({ label: s, to: `${PHB}/species/${enc(s)}` })) },
    { label: 'Classes', to: `${PHB}/classes`, end: true, children: HANDBOOK_CLASSES.map((c) => ({ label: c, to: `${PHB}/classes/${enc(c)}` })) },
    { label: 'Backgrounds', to: `${PHB}/backgrounds` },
    { label: 'Equipment', to: `${PHB}/equipment` },
    { label: 'Customization Options', to: `${PHB}/customization` },
    { label: 'Using Ability Scores', to: `${PHB}/abilityScores` },
    { label: 'Adventuring', to: `${PHB}/adventuring` },
    { label: 'Combat', to: `${PHB}/combat` },
    {
      label: 'Force- and Tech-casting',
      to: `${PHB}/casting`,
      end: true,
      children: [
        { label: 'Force Powers', to: `${PHB}/casting/forcePowers` },
        { label: 'Tech Powers', to: `${PHB}/casting/techPowers` },
      ],
    },
    { label: 'Maneuvers', to: `${PHB}/maneuvers` },
    { label: 'Appendix A: Conditions', to: `${PHB}/conditions` },
    { label: 'Appendix B: Recommended Variant Rules', to: `${PHB}/variantRules` },
    { label: 'Changelog', to: `${PHB}/changelog` },
  ];
}

export const STARSHIPS_ENTRIES: DrawerEntry[] = [
  { label: 'Introduction', to: SOTG, end: true },
  { label: '1 Step-By-Step Starships', to: `${SOTG}/stepByStep` },
  { label: '2 Deployments', to: `${SOTG}/deployments`, end: true, children: SOTG_DEPLOYMENTS.map((d) => ({ label: d, to: `${SOTG}/deployments/${d}` })) },
  { label: '3 Starships', to: `${SOTG}/starshipSizes`, end: true, children: SOTG_SIZES.map((s) => ({ label: s, to: `${SOTG}/starshipSizes/${s}` })) },
  { label: '4 Modifications', to: `${SOTG}/modifications` },
  { label: '5 Equipment', to: `${SOTG}/equipment` },
  { label: '6 Customization Options', to: `${SOTG}/customization` },
  { label: '7 Using Ability Scores', to: `${SOTG}/abilityScores` },
  { label: '8 Adventuring', to: `${SOTG}/adventuring` },
  { label: '9 Combat', to: `${SOTG}/combat` },
  { label: '10 Generating Encounters', to: `${SOTG}/generatingEncounters` },
  { label: 'A Conditions', to: `${SOTG}/conditions` },
  { label: 'Changelog', to: `${SOTG}/changelog` },
];

export const WRETCHED_HIVES_ENTRIES: DrawerEntry[] = [
  { label: 'Introduction', to: WH, end: true },
  { label: '1 Step-By-Step Factions', to: `${WH}/stepByStepFactions` },
  { label: '2 Entertainment and Downtime', to: `${WH}/downtime` },
  { label: '3 Factions and Membership', to: `${WH}/factionsAndMembership` },
  { label: '4 Using Ability Scores', to: `${WH}/abilityScores` },
  { label: '5 Equipment', to: `${WH}/equipment` },
  { label: '6 Customization Options', to: `${WH}/customizationOptions` },
  { label: '7 Enhanced Items', to: `${WH}/enhancedItems` },
  { label: '8 Tool Proficiencies', to: `${WH}/toolProficiencies` },
  { label: 'Changelog', to: `${WH}/changelog` },
];

export const SCUM_AND_VILLAINY_ENTRIES: DrawerEntry[] = [
  { label: 'Introduction', to: `${SNV}/introduction` },
  { label: 'Creating Encounters', to: `${SNV}/creatingEncounters` },
  { label: 'Monsters', to: `${SNV}/monsters` },
  { label: 'More coming soon...' },
];
