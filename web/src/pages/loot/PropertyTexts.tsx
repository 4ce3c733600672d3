// The texts of an item's weapon or armor properties, shown in its expanded row ("property descriptions available").
import { Markdown } from '../../components/Markdown.tsx';

export interface PropertyText {
  name: string;
  content: string;
}

/** The texts of the named properties that the rules data describes, in the item's order. */
export function propertyTextsFor(names: readonly string[], texts: readonly PropertyText[] | undefined): PropertyText[] {
  const byName = new Map((texts ?? []).map((t) => [t.name.toLowerCase(), t]));
  const seen = new Set<string>();
  const out: PropertyText[] = [];
  for (const name of names) {
    const text = byName.get(name.toLowerCase());
    if (text && !seen.has(text.name)) {
      seen.add(text.name);
      out.push(text);
    }
  }
  return out;
}

export function PropertyTexts({ texts }: { texts: readonly PropertyText[] }) {
  if (texts.length === 0) return null;
  return (
    <div aria-label="Property descriptions" role="group">
      {texts.map((t) => (
        <Markdown key={t.name} source={t.content} />
      ))}
    </div>
  );
}
