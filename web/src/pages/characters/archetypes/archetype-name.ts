// An archetype's name as the table shows it: the data adds which version of an archetype a record is to its name in
// brackets ('Beastmaster Approach (Companion)', the version using the companion rules; 'Cybertech Engineering
// (Depreciated)'), so two rows seem to name two archetypes. The table shows the archetype's own name with the version
// beside it, spelled right; the record and its page keep the stored name.

const VERSIONS: Readonly<Record<string, string>> = {
  companion: 'companion version',
  deprecated: 'deprecated version',
  depreciated: 'deprecated version',
  old: 'old version',
};

export function archetypeName(name: string): { name: string; version?: string } {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(name.trim());
  const version = match && VERSIONS[match[2]!.trim().toLowerCase()];
  return version ? { name: match[1]!, version } : { name };
}
