// The options a class lists at the end of its description (a Berserker's instincts, a Monk's vows, an Operative's
// exploits): the subsections of one section of the class text, each a name and its rules text, read from the loaded data.
import type { ClassRule } from './types.ts';

export interface ClassOption {
  name: string;
  /** The option's rules text as the loaded data states it (the sheet and the builder show it to the player). */
  text: string;
  /** The class level the option asks for ("Prerequisite: 7th level"), when it asks for one. */
  level?: number;
}

/** "_**Prerequisite:** 7th level_": the class level an option needs. */
const PREREQUISITE_LEVEL = /prerequisite:?\W*(\d{1,2})(?:st|nd|rd|th) level/i;

const read = new WeakMap<object, Map<string, ClassOption[]>>();

/** "Berserker  Instincts " and "berserker instincts" name the same section. */
const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The options under the section `section` of the class text: each "####" heading in it is an option, its text running
 * to the next heading. A section named twice (the feature's own paragraph, then the list at the end of the class) is
 * read where it has subsections. Empty when the text has no such list.
 */
export function classOptionList(classRule: Pick<ClassRule, 'classFeatureText'> | undefined, section: string): ClassOption[] {
  if (!classRule?.classFeatureText) return [];
  let sections = read.get(classRule);
  if (!sections) read.set(classRule, (sections = new Map()));
  const key = squash(section);
  let options = sections.get(key);
  if (!options) sections.set(key, (options = parseSection(classRule.classFeatureText, key)));
  return options;
}

/**
 * The class text's sections ("### Name" and the text under it up to the next heading of that rank or above), each
 * once: the first section of a name with text. Used for a feature the class table lists without a record of its own.
 */
export function classTextSections(classRule: Pick<ClassRule, 'classFeatureText'> | undefined): ClassOption[] {
  const sections: ClassOption[] = [];
  let current: { name: string; lines: string[] } | undefined;
  const close = () => {
    const text = current?.lines.join('\n').trim();
    if (current && text && !sections.some((section) => squash(section.name) === squash(current!.name))) sections.push({ name: current.name, text });
    current = undefined;
  };
  for (const line of (classRule?.classFeatureText ?? '').split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading && heading[1].length <= 3) {
      close();
      current = { name: heading[2].trim(), lines: [] };
    } else if (current) current.lines.push(line);
  }
  close();
  return sections;
}

function parseSection(text: string, section: string): ClassOption[] {
  const options: ClassOption[] = [];
  let inSection = false;
  let current: { name: string; lines: string[] } | undefined;
  const close = () => {
    if (current) {
      const optionText = current.lines.join('\n').trim();
      const level = PREREQUISITE_LEVEL.exec(optionText)?.[1];
      options.push({ name: current.name, text: optionText, ...(level ? { level: Number.parseInt(level, 10) } : {}) });
    }
    current = undefined;
  };
  for (const line of text.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading && heading[1].length <= 3) {
      close();
      // A later section of the same name may hold the list; the options read so far stay.
      inSection = squash(heading[2]) === section;
    } else if (heading && heading[1].length === 4 && inSection) {
      close();
      current = { name: heading[2].trim(), lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  close();
  return options;
}
