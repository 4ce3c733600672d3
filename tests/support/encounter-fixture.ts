// The fields an encounter's tracker reads of the server's records (monsters and the encounter rules), for the suites
// that build a running encounter from the served data as the browser's tracker does.
export const MONSTER_FIELDS = `name size types alignment armorClass armorType hitPoints hitPointRoll speeds strength strengthModifier dexterity
  dexterityModifier constitution constitutionModifier intelligence intelligenceModifier wisdom wisdomModifier charisma charismaModifier
  savingThrows skills damageVulnerabilities damageVulnerabilitiesOther damageResistances damageResistancesOther damageImmunities
  damageImmunitiesOther conditionImmunities conditionImmunitiesOther senses languages challengeRating experiencePoints
  behaviors { name monsterBehaviorType description descriptionWithLinks restrictions attackType attackBonus range numberOfTargets damage damageRoll damageType }`;
export const RULE_FIELDS = 'kind name rating ratingValue xp level easy medium hard deadly adventuringDay multiplier minMonsters maxMonsters minCharacters maxCharacters multiplierShift implies maxLevel value';
