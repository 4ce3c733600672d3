// What the home page lists: the four rulebooks with their hover text, and the site's sections.
import { ROUTES } from '../../../../core/routes.ts';
import type { IconName } from '../../components/Icon.tsx';

export interface RulebookCard {
  title: string;
  to: string;
  /** Shown when the card is hovered or focused. */
  blurb: string;
  /** Card background (a gradient; the books have no cover art in this project). */
  tint: string;
}

export const RULEBOOK_CARDS: RulebookCard[] = [
  {
    title: "Player's Handbook",
    to: ROUTES.phb.pattern,
    blurb: 'Everything a player needs: species, classes, backgrounds, equipment, and the rules for adventuring, combat and casting powers.',
    tint: 'linear-gradient(135deg, #7f1d1d, #c62828)',
  },
  {
    title: 'Scum and Villainy',
    to: ROUTES.snv.pattern,
    blurb: 'The game master’s book of adversaries: creatures, droids and villains with their statistics, ready to drop into an encounter.',
    tint: 'linear-gradient(135deg, #1b1b1b, #4e342e)',
  },
  {
    title: 'Starships of the Galaxy',
    to: ROUTES.sotg.pattern,
    blurb: 'Build and fly starships: deployments for every crew role, ship sizes, modifications, equipment and space combat.',
    tint: 'linear-gradient(135deg, #0d3b66, #1565c0)',
  },
  {
    title: 'Wretched Hives',
    to: ROUTES.wh.pattern,
    blurb: 'Life between adventures: factions and membership, downtime activities, enhanced items and tool proficiencies.',
    tint: 'linear-gradient(135deg, #33691e, #827717)',
  },
];

export interface SiteSection {
  title: string;
  to: string;
  description: string;
  icon: IconName;
}

export const SITE_SECTIONS: SiteSection[] = [
  { title: 'Rules', to: ROUTES.rules.pattern, description: 'Read the rulebooks chapter by chapter, plus variant rules and expanded content.', icon: 'book' },
  { title: 'Characters', to: ROUTES.characters.pattern, description: 'Species, classes, archetypes, backgrounds, feats, powers and maneuvers.', icon: 'people' },
  { title: 'Loot', to: ROUTES.loot.pattern, description: 'Armor, weapons, adventuring gear and enhanced items.', icon: 'chest' },
  { title: 'Starships', to: ROUTES.starships.pattern, description: 'Deployments, ventures, modifications, equipment and weapons for your ship.', icon: 'rocket' },
  { title: 'Tools', to: ROUTES.tools.pattern, description: 'Create and keep your characters with the character creator.', icon: 'tools' },
  { title: 'Assets', to: ROUTES.assets.pattern, description: 'Downloadable files for the table.', icon: 'image' },
  { title: 'Search', to: ROUTES.searchResults.pattern, description: 'Find any rule, item or power by name from the search in the toolbar.', icon: 'search' },
];
