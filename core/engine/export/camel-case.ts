// Camel-casing a character name for file names ("Jalen Orso" -> "jalenOrso", "T-3P0" -> "t3P0").

const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]+\d*|\b)|[A-Z]?[a-z]+\d*|[A-Z]\d*|\d+/g;

export function camelCase(text: string): string {
  const words = text.replace(/['\u2019]/g, '').match(WORDS) ?? [];
  return words
    .map((word, position) => {
      const lower = word.toLowerCase();
      return position === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join('');
}
