// The theme tokens moved down to lib/theme/ (components below the app shell use them). This forwarding module only
// keeps the character tools' pages (pages/tools/, being reworked on the storage branch) compiling until that branch
// lands; the integrator then points their imports at lib/theme/themes.ts and deletes this file.
export * from '../../lib/theme/themes.ts';
