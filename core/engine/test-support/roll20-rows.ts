// Reading a Roll20 file back in tests: the rows of one repeating section, each as its fields.
import type { Roll20Character } from '../export/roll20.ts';

/** Rows of a repeating section in file order, each field by name (row ids dropped); a field's max, when set, as `<field>_max`. */
export function roll20Rows(file: Roll20Character, section: string): Record<string, string | number>[] {
  const rows = new Map<string, Record<string, string | number>>();
  const pattern = new RegExp(`^repeating_${section}_(-M[A-Za-z0-9]{18})_(.+)$`);
  for (const attribute of file.attribs) {
    const match = pattern.exec(attribute.name);
    if (!match) continue;
    const row = rows.get(match[1]) ?? {};
    row[match[2]] = attribute.current;
    if (attribute.max !== '') row[`${match[2]}_max`] = attribute.max;
    rows.set(match[1], row);
  }
  return [...rows.values()];
}
