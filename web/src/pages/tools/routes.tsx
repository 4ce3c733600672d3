// Routes under /tools other than its index (the landing page): My Characters, the character page (builder or
// sheet) and its print view; My Starships, the starship page (builder or sheet) and its print view; the encounters
// (list, builder, combat); the campaigns (list, dashboard, a member's sheet for the game master, the invite link's page); the homebrew packs (list, a pack's entries). Paths and default titles come from the route table; each page is its own lazy chunk.
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '../../../../core/routes.ts';
import { lazyRoute } from '../../app/route-objects.ts';

export const toolsRoutes: RouteObject[] = [
  lazyRoute(ROUTES.myCharacters, async () => (await import('./my-characters/MyCharactersPage.tsx')).MyCharactersPage),
  lazyRoute(ROUTES.character, async () => (await import('./CharacterPage.tsx')).CharacterPage),
  lazyRoute(ROUTES.characterPrint, async () => (await import('./print/PrintPage.tsx')).PrintPage),
  lazyRoute(ROUTES.myStarships, async () => (await import('./starships/list/MyStarshipsPage.tsx')).MyStarshipsPage),
  lazyRoute(ROUTES.starship, async () => (await import('./starships/StarshipPage.tsx')).StarshipPage),
  lazyRoute(ROUTES.starshipPrint, async () => (await import('./starships/print/StarshipPrintPage.tsx')).StarshipPrintPage),
  lazyRoute(ROUTES.encounters, async () => (await import('./encounters/EncounterListPage.tsx')).EncounterListPage),
  lazyRoute(ROUTES.encounter, async () => (await import('./encounters/EncounterBuilderPage.tsx')).EncounterBuilderPage),
  lazyRoute(ROUTES.encounterCombat, async () => (await import('./encounters/combat/CombatPage.tsx')).CombatPage),
  lazyRoute(ROUTES.campaigns, async () => (await import('./campaigns/CampaignListPage.tsx')).CampaignListPage),
  lazyRoute(ROUTES.campaign, async () => (await import('./campaigns/CampaignPage.tsx')).CampaignPage),
  lazyRoute(ROUTES.campaignMemberSheet, async () => (await import('./campaigns/CampaignMemberSheetPage.tsx')).CampaignMemberSheetPage),
  lazyRoute(ROUTES.campaignJoin, async () => (await import('./campaigns/CampaignJoinPage.tsx')).CampaignJoinPage),
  lazyRoute(ROUTES.homebrew, async () => (await import('./homebrew/HomebrewListPage.tsx')).HomebrewListPage),
  lazyRoute(ROUTES.homebrewPack, async () => (await import('./homebrew/HomebrewPackPage.tsx')).HomebrewPackPage),
];
