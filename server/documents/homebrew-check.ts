// The one check of a homebrew pack that needs the served rules: no entry may be named like an official record of its
// type (homebrew never shadows official content silently). The rest of a pack's checks are its adapter's
// (core/documents/adapters.ts), run by the document service for every kind alike.
import { homebrewAdapter } from '../../core/documents/adapters.ts';
import { homebrewEntryType } from '../../core/homebrew/entry-types.ts';
import { issuesText, namesOf, officialCollisions } from '../../core/homebrew/pack.ts';
import type { ResourceKey } from '../../core/resources.ts';
import type { RulesService } from '../rules/rules-service.ts';

/** A check of a document's text beyond its adapter's: the problem (named by member path) or null. */
export type ContentCheck = (jsonData: string) => Promise<string | null>;

/** The official names of each served resource, made once per loaded record list (a new data version is a new list). */
const namesByList = new WeakMap<readonly unknown[], Set<string>>();

export function homebrewOfficialNamesCheck(rules: Pick<RulesService, 'all'>): ContentCheck {
  return async (jsonData) => {
    const parsed = homebrewAdapter.parse(jsonData);
    // The adapter has refused a pack that does not read, with its own message.
    if (!parsed.ok) return null;
    const resources = new Set<ResourceKey>(parsed.value.entries.map((e) => homebrewEntryType(e.type)!.resource));
    const names = new Map<ResourceKey, Set<string>>();
    for (const resource of resources) {
      const records = await rules.all(resource);
      let set = namesByList.get(records);
      if (!set) namesByList.set(records, (set = namesOf(records)));
      names.set(resource, set);
    }
    const issues = officialCollisions(parsed.value, (resource) => names.get(resource) ?? new Set());
    return issues.length ? `jsonData is not a homebrew pack: ${issuesText(issues)}` : null;
  };
}
