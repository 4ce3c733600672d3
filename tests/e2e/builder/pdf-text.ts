// Reads what a Chromium-made PDF says: its page count, its title, and the text of its pages (content streams are
// inflated and their glyph codes mapped back to characters through each font's ToUnicode table).
import { inflateSync } from 'node:zlib';

interface PdfStream {
  dictionary: string;
  data: Buffer;
}

function streams(pdf: Buffer): PdfStream[] {
  const text = pdf.toString('latin1');
  const result: PdfStream[] = [];
  const pattern = /<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>|<[^<>]*>)*)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let data = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(match[1])) {
      try {
        data = inflateSync(data);
      } catch {
        // Trailing end-of-line bytes before 'endstream' can upset zlib; try without them.
        try {
          data = inflateSync(data.subarray(0, data.length - 1));
        } catch {
          continue;
        }
      }
    }
    result.push({ dictionary: match[1], data });
    pattern.lastIndex = end;
  }
  return result;
}

type CMap = Map<number, string>;

function hexToString(hex: string): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
}

function parseCMap(source: string): CMap {
  const map: CMap = new Map();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(Number.parseInt(pair[1], 16), hexToString(pair[2]));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g)) {
      const low = Number.parseInt(range[1], 16);
      const high = Number.parseInt(range[2], 16);
      if (range[3].startsWith('[')) {
        [...range[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((dst, i) => map.set(low + i, hexToString(dst[1])));
      } else {
        const first = hexToString(range[3].slice(1, -1));
        for (let code = low; code <= high; code++) map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - low));
      }
    }
  }
  return map;
}

export interface PdfSummary {
  pageCount: number;
  title: string;
  /** One candidate text per font table: every glyph string of the page contents decoded with that table. */
  texts: string[];
}

function decodeTitle(raw: string | undefined): string {
  if (!raw) return '';
  if (raw.startsWith('<')) {
    const hex = raw.slice(1, -1);
    return hex.toUpperCase().startsWith('FEFF') ? hexToString(hex.slice(4)) : hexToString(hex);
  }
  const body = raw.slice(1, -1).replace(/\\([()\\])/g, '$1');
  if (body.startsWith('\u00fe\u00ff')) {
    let out = '';
    for (let i = 2; i + 1 < body.length; i += 2) out += String.fromCharCode((body.charCodeAt(i) << 8) | body.charCodeAt(i + 1));
    return out;
  }
  return body;
}

export function readPdf(pdf: Buffer): PdfSummary {
  const latin = pdf.toString('latin1');
  const pageCount = (latin.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const title = decodeTitle(/\/Title\s*(\((?:\\.|[^\\)])*\)|<[0-9a-fA-F]*>)/.exec(latin)?.[1]);
  const all = streams(pdf);
  const cmaps = all.filter((s) => s.data.includes('begincmap')).map((s) => parseCMap(s.data.toString('latin1')));
  const glyphRuns: string[] = [];
  for (const stream of all) {
    const content = stream.data.toString('latin1');
    if (!/\bT[Jj]\b/.test(content)) continue;
    for (const run of content.matchAll(/<([0-9a-fA-F]+)>/g)) glyphRuns.push(run[1]);
  }
  const texts = cmaps.map((cmap) =>
    glyphRuns
      .map((hex) => {
        let out = '';
        for (let i = 0; i + 4 <= hex.length; i += 4) out += cmap.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\u0000';
        return out;
      })
      .join(''),
  );
  return { pageCount, title, texts };
}

/** True when some font's decoded page text contains the words (spacing between glyph runs ignored). */
export function pdfContainsText(summary: PdfSummary, words: string): boolean {
  const wanted = words.replace(/\s+/g, '');
  return summary.texts.some((text) => text.replace(/[\s\u0000]+/g, '').includes(wanted));
}
