// Dice: notation parser, fair die roller (random source injected), d20 tests, damage with critical hits, and the
// conditions that give disadvantage.
export * from './notation.ts';
export * from './random-source.ts';
export * from './roll.ts';
export * from './condition-disadvantage.ts';
