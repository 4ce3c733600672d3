// Validation against the checkout's own JSON Schemas (draft 2020-12, read from its `schemas/<type>/v<N>.json` at
// import time), with each failure located by JSON path and named by the schema rule it broke.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: under Node's ESM loader its function is the default export's default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

/** One schema failure of a document: where (a dotted member path) and which rule, in words. */
export interface SchemaIssue {
  path: string;
  reason: string;
}

/** The schema versions a checkout holds for one type, highest last. */
export interface TypeSchemas {
  type: string;
  versions: number[];
}

/** Lists `schemas/<type>/v<N>.json` of a checkout. */
export async function listSchemas(checkout: string): Promise<Map<string, TypeSchemas>> {
  const dir = join(checkout, 'schemas');
  const out = new Map<string, TypeSchemas>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const versions = (await readdir(join(dir, entry.name)))
      .map((f) => /^v(\d+)\.json$/.exec(f)?.[1])
      .filter((v): v is string => v !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    if (versions.length) out.set(entry.name, { type: entry.name, versions });
  }
  return out;
}

/** `/hitPoints/dieFaces` -> `hitPoints.dieFaces`, `/traits/0/name` -> `traits[0].name`. */
export function dottedPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
}

const join2 = (a: string, b: string) => (a ? `${a}.${b}` : b);

function describe(error: ErrorObject, schemaFile: string): SchemaIssue {
  const at = dottedPath(error.instancePath);
  const rule = `rule "${error.keyword}" at ${schemaFile}${error.schemaPath}`;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: join2(at, String(p.missingProperty)), reason: `is required but missing (${rule})` };
    case 'additionalProperties':
      return { path: join2(at, String(p.additionalProperty)), reason: `is not a member the schema allows (${rule})` };
    case 'enum':
      return { path: at, reason: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (${rule})` };
    default:
      return { path: at, reason: `${error.message ?? 'is invalid'} (${rule})` };
  }
}

/** The compiled schemas of one checkout; each type's schema is read and compiled on first use. */
export class CheckoutSchemas {
  private ajv = new Ajv2020({ allErrors: true, strict: false });
  private compiled = new Map<string, Promise<ValidateFunction>>();

  constructor(private readonly checkout: string) {
    addFormats(this.ajv);
  }

  /** The path of a type's schema file, relative to the checkout. */
  static file(type: string, version: number): string {
    return `schemas/${type}/v${version}.json`;
  }

  private validator(type: string, version: number): Promise<ValidateFunction> {
    const id = `${type}@${version}`;
    let v = this.compiled.get(id);
    if (!v) {
      v = readFile(join(this.checkout, CheckoutSchemas.file(type, version)), 'utf8').then((text) => {
        let schema: unknown;
        try {
          schema = JSON.parse(text);
        } catch (e) {
          throw new Error(`${CheckoutSchemas.file(type, version)} is not valid JSON: ${(e as Error).message}`);
        }
        try {
          return this.ajv.compile(schema as object);
        } catch (e) {
          throw new Error(`${CheckoutSchemas.file(type, version)} is not a usable JSON Schema: ${(e as Error).message}`);
        }
      });
      this.compiled.set(id, v);
    }
    return v;
  }

  /** Loads and compiles a type's schema, throwing a message naming the file when it cannot be used. */
  async prepare(type: string, version: number): Promise<void> {
    await this.validator(type, version);
  }

  /** The document's failures against the type's schema (none when it conforms). */
  async validate(type: string, version: number, doc: unknown): Promise<SchemaIssue[]> {
    const validate = await this.validator(type, version);
    if (validate(doc)) return [];
    const file = CheckoutSchemas.file(type, version);
    return (validate.errors ?? []).map((e) => describe(e, file));
  }

  /** Every member path a schema declares (`hitPoints.dieFaces`, `traits[].name`), following local `$ref`s. */
  async memberPaths(type: string, version: number): Promise<Set<string>> {
    const text = await readFile(join(this.checkout, CheckoutSchemas.file(type, version)), 'utf8');
    return schemaMemberPaths(JSON.parse(text) as SchemaNode);
  }
}

interface SchemaNode {
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** The member paths of a schema document, in the form `memberPaths` gives. */
export function schemaMemberPaths(root: SchemaNode): Set<string> {
  const out = new Set<string>();
  const resolve = (node: SchemaNode): SchemaNode => {
    const ref = node.$ref && /^#\/\$defs\/(.+)$/.exec(node.$ref)?.[1];
    return ref && root.$defs?.[ref] ? resolve(root.$defs[ref]!) : node;
  };
  const walk = (raw: SchemaNode, prefix: string, depth: number) => {
    if (depth > 12) return;
    const node = resolve(raw);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      out.add(path);
      walk(child, path, depth + 1);
    }
    if (node.items) walk(node.items, `${prefix}[]`, depth + 1);
    for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])]) walk(branch, prefix, depth + 1);
  };
  walk(root, '', 0);
  return out;
}

/** Every member path a document uses, in the same form (array indexes as `[]`). */
export function documentMemberPaths(doc: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, prefix: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, `${prefix}[]`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const path = prefix ? `${prefix}.${k}` : k;
        out.add(path);
        walk(x, path);
      }
    }
  };
  walk(doc, '');
  return out;
}
