// Where everything sits on the printed sheet pages, in points on a 612 x 792 page. The drawn template and the text
// laid over it both read these boxes, so a label and its value never drift apart.
import { ABILITIES } from '../../../../../core/engine/index.ts';

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

/** Layout limits of the printed sheet: how many lines each box of the template has room for. */
export const PRINT_LIMITS = {
  armor: 4,
  weapons: 5,
  combatFeatures: 9,
  equipmentRows: 47,
  /** Power rows per level 0 to 9 (7 to 11 each). */
  powerRowsByLevel: [8, 11, 11, 11, 10, 9, 9, 8, 7, 7],
  /** Skill rows on page one (the game has 18 skills). */
  skills: 18,
} as const;

export const POWER_LEVELS = PRINT_LIMITS.powerRowsByLevel.map((_, level) => level);

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One printed value: where it goes, how it is framed on the template, and the label printed with it. */
export interface FieldSpec extends Box {
  id: string;
  label?: string;
  /** 'box': a rectangle with the label inside at the bottom; 'line': a rule under the value with the label below;
   * 'none': the value only (inside a panel that draws its own frame). */
  frame: 'box' | 'line' | 'none';
  align?: 'left' | 'center' | 'right';
  /** Font size in points. */
  size?: number;
  bold?: boolean;
  /** Wraps over several lines (clipped at the box edge) instead of one line with an ellipsis. */
  multiline?: boolean;
  /**
   * The smallest font size (points) the value may shrink to: a value too long for one line wraps onto as many lines as
   * the box holds, in the largest size that fits, instead of being cut ('Sentinel 16 (Path of Shadows), ...').
   */
  fit?: number;
}

/** The sheet's line height, as a share of the font size (the printed values' CSS uses the same). */
export const LINE_HEIGHT = 1.15;
/**
 * The average advance of a character of the sheet's sans-serif as a share of the font size, a little generous (bold
 * more so), so an estimated line never runs past the box in the browser.
 */
const CHAR_WIDTH = { regular: 0.56, bold: 0.62 } as const;

/** How many lines `text` takes in `width` points at `size`, wrapping at spaces (a longer word takes its own lines). */
function linesNeeded(text: string, width: number, advance: number): number {
  const perLine = Math.max(1, Math.floor(width / advance));
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const length = word.length;
    const needed = used === 0 ? length : used + 1 + length;
    if (needed <= perLine) used = needed;
    else {
      lines += used === 0 ? 0 : 1;
      lines += Math.ceil(length / perLine) - 1;
      used = length % perLine || perLine;
    }
  }
  return lines;
}

/** The font size a `fit` field prints `text` in: its own size when the text fits, else the largest that does. */
export function fittedSize(text: string, field: FieldSpec): number {
  const largest = field.size ?? 8;
  const smallest = Math.min(field.fit ?? largest, largest);
  const share = field.bold ? CHAR_WIDTH.bold : CHAR_WIDTH.regular;
  for (let size = largest; size > smallest; size -= 0.25) {
    if (linesNeeded(text, field.w, size * share) * size * LINE_HEIGHT <= field.h) return size;
  }
  return smallest;
}

/** A framed region with a title (the template draws it; fields inside it use frame 'none'). */
export interface PanelSpec extends Box {
  title: string;
  /** Title above the contents (default) or along the bottom edge. */
  titleAt?: 'top' | 'bottom';
}

/** Small printed marks that are not values: circles for proficiency, check boxes, column headings. */
export interface MarkSpec {
  kind: 'circle' | 'square' | 'text' | 'rule';
  x: number;
  y: number;
  /** Radius (circle), side (square) or font size (text); length for a rule. */
  size: number;
  text?: string;
  align?: 'left' | 'center' | 'right';
}

export interface PageLayout {
  fields: FieldSpec[];
  panels: PanelSpec[];
  marks: MarkSpec[];
}

const ROW = 14;

function headerFields(labels: readonly [string, string][]): FieldSpec[] {
  // Character name on the left, then two rows of three labelled lines.
  // Long values (a multiclass line, a long name) wrap in a smaller size rather than being cut.
  const fields: FieldSpec[] = [{ id: 'name', label: 'Character Name', x: 18, y: 34, w: 200, h: 26, frame: 'line', size: 15, bold: true, fit: 8 }];
  labels.forEach(([id, label], index) => {
    const column = index % 3;
    const row = Math.floor(index / 3);
    fields.push({ id, label, x: 232 + column * 122, y: 28 + row * 36, w: 114, h: 18, frame: 'line', size: 8.5, fit: 4.5 });
  });
  return fields;
}

/** Page one: identity, abilities, saves, skills, combat numbers, attacks, armor, personality and combat features. */
export function pageOneLayout(skillNames: readonly string[]): PageLayout {
  const fields = headerFields([
    ['classLevel', 'Class & Level'],
    ['background', 'Background'],
    ['playerName', 'Player Name'],
    ['species', 'Species'],
    ['alignment', 'Alignment'],
    ['experience', 'Experience Points'],
  ]);
  const panels: PanelSpec[] = [];
  const marks: MarkSpec[] = [];

  ABILITIES.forEach((ability, index) => {
    const y = 104 + index * 84;
    panels.push({ title: ability, titleAt: 'top', x: 18, y, w: 64, h: 78 });
    fields.push({ id: `ability-${ability}-modifier`, x: 18, y: y + 18, w: 64, h: 30, frame: 'none', align: 'center', size: 20, bold: true });
    fields.push({ id: `ability-${ability}-score`, x: 32, y: y + 52, w: 36, h: 18, frame: 'box', align: 'center', size: 10 });
  });

  fields.push({ id: 'inspiration', x: 88, y: 104, w: 22, h: 22, frame: 'box', align: 'center', size: 11, bold: true });
  marks.push({ kind: 'text', x: 116, y: 119, size: 7.5, text: 'INSPIRATION' });
  fields.push({ id: 'proficiencyBonus', x: 88, y: 132, w: 28, h: 22, frame: 'box', align: 'center', size: 11, bold: true });
  marks.push({ kind: 'text', x: 122, y: 147, size: 7.5, text: 'PROFICIENCY BONUS' });

  const saves: PanelSpec = { title: 'Saving Throws', titleAt: 'bottom', x: 88, y: 160, w: 150, h: 6 * ROW + 22 };
  panels.push(saves);
  ABILITIES.forEach((ability, index) => {
    const y = saves.y + 6 + index * ROW;
    marks.push({ kind: 'circle', x: saves.x + 10, y: y + 6, size: 3.2 });
    fields.push({ id: `save-${ability}-mark`, x: saves.x + 5, y, w: 10, h: 12, frame: 'none', align: 'center', size: 7 });
    fields.push({ id: `save-${ability}`, x: saves.x + 18, y, w: 24, h: 12, frame: 'none', align: 'center', size: 8, bold: true });
    marks.push({ kind: 'rule', x: saves.x + 18, y: y + 11.5, size: 24 });
    marks.push({ kind: 'text', x: saves.x + 46, y: y + 9, size: 7.5, text: ability });
  });

  const rows = skillNames.slice(0, PRINT_LIMITS.skills);
  const skills: PanelSpec = { title: 'Skills', titleAt: 'bottom', x: 88, y: 274, w: 150, h: PRINT_LIMITS.skills * ROW + 22 };
  panels.push(skills);
  rows.forEach((skill, index) => {
    const y = skills.y + 6 + index * ROW;
    marks.push({ kind: 'circle', x: skills.x + 10, y: y + 6, size: 3.2 });
    fields.push({ id: `skill-${index}-mark`, x: skills.x + 5, y, w: 10, h: 12, frame: 'none', align: 'center', size: 7 });
    fields.push({ id: `skill-${index}`, x: skills.x + 18, y, w: 24, h: 12, frame: 'none', align: 'center', size: 8, bold: true });
    marks.push({ kind: 'rule', x: skills.x + 18, y: y + 11.5, size: 24 });
    marks.push({ kind: 'text', x: skills.x + 46, y: y + 9, size: 7.5, text: skill });
  });

  fields.push({ id: 'passivePerception', x: 88, y: 556, w: 28, h: 22, frame: 'box', align: 'center', size: 11, bold: true });
  marks.push({ kind: 'text', x: 122, y: 571, size: 7.5, text: 'PASSIVE WISDOM (PERCEPTION)' });

  panels.push({ title: 'Proficiencies & Languages', titleAt: 'bottom', x: 18, y: 612, w: 220, h: 162 });
  fields.push({ id: 'proficiencies', x: 24, y: 618, w: 208, h: 138, frame: 'none', size: 6.8, multiline: true });

  // Column C: combat numbers, hit points, attacks, armor, resources.
  ['armorClass:Armor Class', 'initiative:Initiative', 'speed:Speed'].forEach((entry, index) => {
    const [id, label] = entry.split(':');
    fields.push({ id, label, x: 246 + index * 59, y: 104, w: 52, h: 50, frame: 'box', align: 'center', size: 16, bold: true });
  });
  panels.push({ title: 'Current Hit Points', titleAt: 'bottom', x: 246, y: 162, w: 170, h: 64 });
  fields.push({ id: 'hitPointMaximum', label: 'Hit Point Maximum', x: 330, y: 166, w: 80, h: 12, frame: 'line', size: 8 });
  fields.push({ id: 'currentHitPoints', x: 252, y: 186, w: 158, h: 24, frame: 'none', align: 'center', size: 16, bold: true });
  panels.push({ title: 'Temporary Hit Points', titleAt: 'bottom', x: 246, y: 232, w: 170, h: 34 });
  fields.push({ id: 'temporaryHitPoints', x: 252, y: 236, w: 158, h: 16, frame: 'none', align: 'center', size: 11 });
  panels.push({ title: 'Hit Dice', titleAt: 'bottom', x: 246, y: 272, w: 82, h: 52 });
  fields.push({ id: 'hitDice', x: 250, y: 282, w: 74, h: 22, frame: 'none', align: 'center', size: 9, bold: true, multiline: true });
  panels.push({ title: 'Death Saves', titleAt: 'bottom', x: 334, y: 272, w: 82, h: 52 });
  ['successes:Successes', 'failures:Failures'].forEach((entry, row) => {
    const [id, label] = entry.split(':');
    marks.push({ kind: 'text', x: 338, y: 286 + row * 13, size: 6, text: label.toUpperCase() });
    for (let i = 0; i < 3; i++) marks.push({ kind: 'circle', x: 382 + i * 11, y: 284 + row * 13, size: 3.6 });
    fields.push({ id: `deathSaves-${id}`, x: 376, y: 279 + row * 13, w: 34, h: 10, frame: 'none', align: 'left', size: 7 });
  });

  const attacks: PanelSpec = { title: 'Attacks', titleAt: 'bottom', x: 246, y: 330, w: 170, h: PRINT_LIMITS.weapons * 16 + 38 };
  panels.push(attacks);
  marks.push({ kind: 'text', x: attacks.x + 6, y: attacks.y + 11, size: 6, text: 'NAME' });
  marks.push({ kind: 'text', x: attacks.x + 100, y: attacks.y + 11, size: 6, text: 'ATK', align: 'center' });
  marks.push({ kind: 'text', x: attacks.x + 116, y: attacks.y + 11, size: 6, text: 'DAMAGE / TYPE' });
  for (let i = 0; i < PRINT_LIMITS.weapons; i++) {
    const y = attacks.y + 15 + i * 16;
    fields.push({ id: `weapon-${i}-name`, x: attacks.x + 4, y, w: 84, h: 13, frame: 'box', size: 7 });
    fields.push({ id: `weapon-${i}-attack`, x: attacks.x + 90, y, w: 20, h: 13, frame: 'box', align: 'center', size: 7.5, bold: true });
    fields.push({ id: `weapon-${i}-damage`, x: attacks.x + 112, y, w: 54, h: 13, frame: 'box', size: 6.5 });
  }

  const armor: PanelSpec = { title: 'Armor', titleAt: 'bottom', x: 246, y: 454, w: 170, h: PRINT_LIMITS.armor * 16 + 24 };
  panels.push(armor);
  for (let i = 0; i < PRINT_LIMITS.armor; i++) {
    fields.push({ id: `armor-${i}`, x: armor.x + 4, y: armor.y + 5 + i * 16, w: 162, h: 13, frame: 'box', size: 7 });
  }

  panels.push({ title: 'Size, Speeds, Senses & Defences', titleAt: 'bottom', x: 246, y: 548, w: 170, h: 92 });
  fields.push({ id: 'senses', x: 252, y: 553, w: 158, h: 72, frame: 'none', size: 7, multiline: true });
  panels.push({ title: 'Resources', titleAt: 'bottom', x: 246, y: 646, w: 170, h: 128 });
  fields.push({ id: 'resources', x: 252, y: 652, w: 158, h: 104, frame: 'none', size: 7.5, multiline: true });

  // Column D: personality, then the combat features.
  [
    ['personalityTraits', 'Personality Traits', 104, 62],
    ['ideal', 'Ideals', 172, 46],
    ['bond', 'Bonds', 224, 46],
    ['flaw', 'Flaws', 276, 46],
  ].forEach(([id, title, y, h]) => {
    panels.push({ title: String(title), titleAt: 'bottom', x: 424, y: Number(y), w: 170, h: Number(h) });
    fields.push({ id: String(id), x: 429, y: Number(y) + 4, w: 160, h: Number(h) - 17, frame: 'none', size: 6.5, multiline: true });
  });
  const features: PanelSpec = { title: 'Combat Features', titleAt: 'bottom', x: 424, y: 330, w: 170, h: 444 };
  panels.push(features);
  for (let i = 0; i < PRINT_LIMITS.combatFeatures; i++) {
    fields.push({ id: `combatFeature-${i}`, x: features.x + 5, y: features.y + 5 + i * 46, w: 160, h: 43, frame: 'none', size: 6.3, multiline: true });
  }
  return { fields, panels, marks };
}

/** Page two: appearance details, backstory and the non-combat features. */
export function pageTwoLayout(): PageLayout {
  const fields = headerFields([
    ['age', 'Age'],
    ['height', 'Height'],
    ['weight', 'Weight'],
    ['eyes', 'Eyes'],
    ['skin', 'Skin'],
    ['hair', 'Hair'],
  ]);
  const panels: PanelSpec[] = [
    { title: 'Character Appearance', titleAt: 'bottom', x: 18, y: 104, w: 280, h: 220 },
    { title: 'Character Backstory', titleAt: 'bottom', x: 18, y: 332, w: 280, h: 442 },
    { title: 'Features & Traits', titleAt: 'bottom', x: 306, y: 104, w: 288, h: 330 },
    { title: 'Background Feature', titleAt: 'bottom', x: 306, y: 442, w: 288, h: 112 },
    { title: 'Additional Features & Traits', titleAt: 'bottom', x: 306, y: 562, w: 288, h: 212 },
  ];
  fields.push(
    { id: 'appearance', x: 24, y: 110, w: 268, h: 196, frame: 'none', size: 7.5, multiline: true },
    { id: 'backstory', x: 24, y: 338, w: 268, h: 418, frame: 'none', size: 7.5, multiline: true },
    { id: 'features', x: 312, y: 110, w: 276, h: 306, frame: 'none', size: 6.8, multiline: true },
    { id: 'backgroundFeature', x: 312, y: 448, w: 276, h: 88, frame: 'none', size: 6.8, multiline: true },
    { id: 'customFeatures', x: 312, y: 568, w: 276, h: 188, frame: 'none', size: 6.8, multiline: true },
  );
  return { fields, panels, marks: [] };
}

/** Page three: equipment rows, credits, carrying capacity and attunement. */
export function pageThreeLayout(): PageLayout {
  const fields = headerFields([
    ['credits', 'Credits'],
    ['carrying', 'Encumbered / Heavily'],
    ['capacity', 'Max / Push, Drag, Lift'],
    ['attunement', 'Attunement'],
    ['totalWeight', 'Total Weight'],
    ['classLevel', 'Class & Level'],
  ]);
  const itemRow = 13.5;
  const table: PanelSpec = { title: 'Equipment', titleAt: 'bottom', x: 18, y: 104, w: 576, h: PRINT_LIMITS.equipmentRows * itemRow + 38 };
  const marks: MarkSpec[] = [
    { kind: 'text', x: 40, y: 116, size: 6.5, text: 'QTY', align: 'center' },
    { kind: 'text', x: 64, y: 116, size: 6.5, text: 'ITEM' },
    { kind: 'text', x: 430, y: 116, size: 6.5, text: 'WEIGHT', align: 'center' },
    { kind: 'text', x: 520, y: 116, size: 6.5, text: 'WHERE', align: 'center' },
  ];
  for (let i = 0; i < PRINT_LIMITS.equipmentRows; i++) {
    const y = table.y + 18 + i * itemRow;
    marks.push({ kind: 'rule', x: 26, y: y + 12, size: 560 });
    fields.push(
      { id: `item-${i}-quantity`, x: 26, y, w: 28, h: 12, frame: 'none', align: 'center', size: 7.5 },
      { id: `item-${i}-name`, x: 62, y, w: 340, h: 12, frame: 'none', size: 7.5 },
      { id: `item-${i}-weight`, x: 408, y, w: 44, h: 12, frame: 'none', align: 'center', size: 7.5 },
      { id: `item-${i}-where`, x: 480, y, w: 80, h: 12, frame: 'none', align: 'center', size: 7.5 },
    );
  }
  return { fields, panels: [table], marks };
}

/** The power page: casting numbers for tech and force, then ten level blocks in three columns. */
export function powerPageLayout(): PageLayout {
  const fields = headerFields([
    ['techPoints', 'Tech Points'],
    ['techAttack', 'Tech Attack / Save DC'],
    ['techMaxLevel', 'Tech Max Power Level'],
    ['forcePoints', 'Force Points'],
    ['forceAttack', 'Force Attack (L / U / D)'],
    ['forceSaveDC', 'Force Save DC (L / U / D)'],
  ]);
  const panels: PanelSpec[] = [];
  const marks: MarkSpec[] = [];
  const columns: number[][] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8, 9],
  ];
  const powerRow = 16.5;
  columns.forEach((levels, column) => {
    let y = 104;
    const x = 18 + column * 194;
    for (const level of levels) {
      const rows = PRINT_LIMITS.powerRowsByLevel[level];
      const h = 18 + rows * powerRow + 4;
      panels.push({ title: level === 0 ? 'At-Will (Level 0)' : `Level ${level}`, titleAt: 'top', x, y, w: 186, h });
      for (let row = 0; row < rows; row++) {
        const rowY = y + 18 + row * powerRow;
        marks.push({ kind: 'square', x: x + 6, y: rowY + 3, size: 7 });
        marks.push({ kind: 'rule', x: x + 18, y: rowY + 13, size: 162 });
        fields.push({ id: `power-${level}-${row}`, x: x + 18, y: rowY + 1, w: 162, h: 12, frame: 'none', size: 7.5 });
      }
      y += h + 6;
    }
  });
  return { fields, panels, marks };
}
