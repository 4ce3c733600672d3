// The small store moved down to lib/ (components below the app shell use it). This forwarding module only keeps
// app/apollo/ (being reworked on the catalogue branch) compiling until that branch lands; the integrator then points
// its import at lib/small-store.ts and deletes this file.
export * from '../lib/small-store.ts';
