// useDismiss moved down to components/ (table filters below the app shell use it). This forwarding module only keeps
// auth/AuthControls.tsx (being reworked on the storage branch) compiling until that branch lands; the integrator then
// points its import at components/use-dismiss.ts and deletes this file.
export * from '../../components/use-dismiss.ts';
