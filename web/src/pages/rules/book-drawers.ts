// The side-drawer entries of each rulebook: chapters by their slugs, table pages and records from the route table.
import type { DrawerEntry } from '../../app/layout/SideDrawer.tsx';
import { ROUTES, routePath } from '../../../../core/routes.ts';
import { BOOK_BASE } from '../../../../core/site-paths.ts';

const PHB = BOOK_BASE.PHB;
const SOTG = BOOK_BASE.SOTG;
const WH = BOOK_BASE.WH;
const SNV = BOOK_BASE.SNV;

export const HANDBOOK_CLASSES = ['Berserker', 'Consular', 'Engineer', 'Fighter', 'Guardian', 'Monk', 'Operative', 'Scholar', 'Scout', 'Sentinel'];
export const SOTG_DEPLOYMENTS = ['Coordinator', 'Gunner', 'Mechanic', 'Operator', 'Pilot', 'Technician'];
export const SOTG_SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'];

/** The handbook's entries; the species children come from the data (core species only). */
export function handbookEntries(coreSpecies: readonly string[]): DrawerEntry[] {
  return [
    { label: 'Introduction', to: PHB, end: true },
    { label: "What's Different", to: `${PHB}/whatsDifferent` },
    { label: 'Step-By-Step Characters', to: `${PHB}/stepByStep` },
    {
      label: 'Species',
      to: ROUTES.phbSpecies.pattern,
      end: true,
      children: coreSpecies.map((s) => ({ label: s, to: routePath(ROUTES.phbSpeciesItem, { speciesName: s }) })),
    },
    {
      label: 'Classes',
      to: ROUTES.phbClasses.pattern,
      end: true,
      children: HANDBOOK_CLASSES.map((c) => ({ label: c, to: routePath(ROUTES.phbClass, { className: c }) })),
    },
    { label: 'Backgrounds', to: ROUTES.phbBackgrounds.pattern },
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
        { label: 'Force Powers', to: ROUTES.phbForcePowers.pattern },
        { label: 'Tech Powers', to: ROUTES.phbTechPowers.pattern },
      ],
    },
    { label: 'Maneuvers', to: ROUTES.phbManeuvers.pattern },
    { label: 'Appendix A: Conditions', to: `${PHB}/conditions` },
    { label: 'Appendix B: Recommended Variant Rules', to: `${PHB}/variantRules` },
    { label: 'Changelog', to: `${PHB}/changelog` },
  ];
}

export const STARSHIPS_ENTRIES: DrawerEntry[] = [
  { label: 'Introduction', to: SOTG, end: true },
  { label: '1 Step-By-Step Starships', to: `${SOTG}/stepByStep` },
  {
    label: '2 Deployments',
    to: ROUTES.sotgDeployments.pattern,
    end: true,
    children: SOTG_DEPLOYMENTS.map((d) => ({ label: d, to: routePath(ROUTES.sotgDeployment, { deploymentName: d }) })),
  },
  {
    label: '3 Starships',
    to: ROUTES.starshipSizes.pattern,
    end: true,
    children: SOTG_SIZES.map((s) => ({ label: s, to: routePath(ROUTES.starshipSize, { sizeName: s }) })),
  },
  { label: '4 Modifications', to: ROUTES.sotgModifications.pattern },
  { label: '5 Equipment', to: `${SOTG}/equipment` },
  { label: '6 Customization Options', to: ROUTES.sotgCustomization.pattern },
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
  { label: 'Monsters', to: ROUTES.monsters.pattern },
  { label: 'More coming soon...' },
];
