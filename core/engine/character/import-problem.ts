// Why import text is not a character, in the player's words: not JSON (and where it breaks, or that it stops short, as
// a file cut off in transfer does), JSON but no object, or an object none of whose fields a character has (it would
// import as an empty character, so it is refused, naming what was found).
import { blankCharacter } from './default-character.ts';

const KNOWN_FIELDS = new Set([...Object.keys(blankCharacter()), 'id', 'userId', 'localId', 'changedAt', 'createdAt', 'revision', 'exhausion']);

/** Line and column (1-based) of a character position in the text. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Where JSON.parse stopped, read from its message (engines say "position N" or "line L column C"). */
export function jsonBreak(text: string, message: string): string {
  const lineColumn = /line (\d+) column (\d+)/i.exec(message);
  if (lineColumn) return `it breaks at line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /position (\d+)/i.exec(message);
  if (position) {
    const at = Number(position[1]);
    if (at >= text.trimEnd().length) return 'it stops before the JSON is complete (the file may be cut short)';
    const { line, column } = lineAndColumn(text, at);
    return `it breaks at line ${line}, column ${column}`;
  }
  if (/end of (JSON )?input|unterminated|unexpected end/i.test(message)) return 'it stops before the JSON is complete (the file may be cut short)';
  // Newer engines quote the text around the token instead: find that excerpt in the text.
  const quoted = /Unexpected token '([^']+)', (?:\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON/.exec(message);
  const excerpt = quoted ? text.indexOf(quoted[2]!) : -1;
  if (quoted && excerpt >= 0) {
    const { line, column } = lineAndColumn(text, excerpt + Math.max(0, quoted[2]!.indexOf(quoted[1]!)));
    return `it breaks at line ${line}, column ${column} (${quoted[1]} is not expected there)`;
  }
  return message;
}

/** Why the text cannot be imported as a character, or undefined when it can (empty text: undefined, nothing to say). */
export function characterImportProblem(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `This is not valid JSON: ${jsonBreak(text, (error as Error).message)}.`;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'This is valid JSON but not a character: a character is one JSON object, { ... }.';
  const fields = Object.keys(parsed);
  if (fields.length === 0) return 'This JSON object is empty: there is no character in it.';
  if (!fields.some((field) => KNOWN_FIELDS.has(field))) {
    const shown = fields.slice(0, 5).join(', ') + (fields.length > 5 ? `, and ${fields.length - 5} more` : '');
    return `None of the fields found (${shown}) belongs to a character, so nothing would be imported: is this the right file?`;
  }
  return undefined;
}
