// The powers tables' concentration filter: Yes = needs concentration, No = does not.
import type { PowerRecord } from '../../../../../core/schemas/index.ts';
import { matchesYesNo } from '../../../components/table/filters/selection.ts';

export function matchesConcentration(concentration: PowerRecord['concentration'] | null | undefined, selected: readonly string[]): boolean {
  return matchesYesNo(concentration, selected);
}
