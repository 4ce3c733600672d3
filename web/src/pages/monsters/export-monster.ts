// The monster page's export action: builds the Roll20 file and downloads it; on failure shows an alert
// (message, then the error's name and message) and rethrows.
import { MONSTER_EXPORT_FAILED, MonsterExportError, monsterFileName, toRoll20Monster, type ExportableMonster } from '../../../../core/engine/export/roll20-monster.ts';
import { saveJsonFile } from './save-json-file.ts';

export interface ExportDeps {
  save?: (fileName: string, value: unknown) => void;
  alert?: (message: string) => void;
}

export function exportMonster(monster: ExportableMonster, { save = saveJsonFile, alert = (m) => window.alert(m) }: ExportDeps = {}): void {
  try {
    save(monsterFileName(monster.name), toRoll20Monster(monster));
  } catch (error) {
    if (error instanceof MonsterExportError) alert(error.message);
    else {
      const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
      alert(`${MONSTER_EXPORT_FAILED}\n\n${name}: ${message}`);
    }
    throw error;
  }
}
