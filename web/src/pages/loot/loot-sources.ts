// The loot tables' source choices: loot also comes from Wretched Hives (spec section 9, content sources overall).
export const LOOT_SOURCES = ['PHB', 'EC', 'WH'] as const;
