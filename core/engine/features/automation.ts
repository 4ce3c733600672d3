// Whether the engine applies feature mechanics to a character, and the builder version that introduced it.
import type { RawCharacter } from '../character/types.ts';

/** The first builder version whose characters carry automated features. */
export const AUTOMATION_BUILDER_VERSION = '0.8.0';

/** Compares dotted version texts numerically ("0.10.0" > "0.9.1"); missing parts count as 0, junk as 0. */
export function compareVersions(a: string | undefined, b: string | undefined): number {
  const parts = (v: string | undefined) => String(v ?? '').split('.').map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/**
 * The automation flag a stored character should get when it has none: on only for characters saved by a builder
 * that knew automation. Older ones (and files with no version) keep their numbers exactly as they were built.
 */
export function defaultAutomationFor(builderVersion: unknown): boolean {
  return typeof builderVersion === 'string' && builderVersion.trim() !== '' && compareVersions(builderVersion, AUTOMATION_BUILDER_VERSION) >= 0;
}

/** The one test every computation uses. */
export function isAutomatingFeatures(character: Pick<RawCharacter, 'settings'>): boolean {
  return character.settings?.isAutomatingFeatures === true;
}
