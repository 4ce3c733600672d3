// The rules data as the character engine reads it (IndexedRules), built on the server from the data served: indexed
// once per data version and reused until the rules service holds other records.
import { RULES_FILES } from '../../core/engine/node/load-rules.ts';
import { indexRules, type IndexedRules } from '../../core/engine/rules/index-rules.ts';
import type { RulesData } from '../../core/engine/rules/types.ts';
import type { RulesService } from '../rules/rules-service.ts';

export class EngineRules {
  private last?: { parts: readonly unknown[]; indexed: IndexedRules };

  constructor(private readonly rules: RulesService) {}

  /** The indexed rules of the data served now. */
  async indexed(): Promise<IndexedRules> {
    // Every served file the engine reads, and our gear catalogue (served as its own resource).
    const keys = [...(Object.keys(RULES_FILES) as (keyof typeof RULES_FILES)[]), 'gearMechanics'] as const;
    const parts = await Promise.all(keys.map((key) => this.rules.all(key === 'gearMechanics' ? 'gearMechanics' : RULES_FILES[key])));
    // The rules service hands out the same arrays while the data version stands: index again only when one changed.
    if (this.last && this.last.parts.every((part, i) => part === parts[i])) return this.last.indexed;
    const data = Object.fromEntries(keys.map((key, i) => [key, parts[i]])) as unknown as RulesData;
    const indexed = indexRules(data);
    this.last = { parts, indexed };
    return indexed;
  }
}
