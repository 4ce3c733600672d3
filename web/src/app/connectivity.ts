// The no-connection flag moved down to lib/ (components below the app shell read it). This forwarding module only
// keeps app/apollo/ (being reworked on the catalogue branch) compiling until that branch lands; the integrator then
// points its imports at lib/connectivity.ts and deletes this file.
export * from '../lib/connectivity.ts';
