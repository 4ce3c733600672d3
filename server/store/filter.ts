// Checks shared by both store adapters: resource names, the filter operator subset of port.ts, sort specs.

/** Operators a filter may use (port.ts); anything else is refused so both backends answer alike. */
const FILTER_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$exists',
  '$regex',
  '$options',
  '$and',
  '$or',
  '$elemMatch',
]);

/** Resource names become SQLite table names and MongoDB collection names: keep them plain. */
const RESOURCE_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export function checkResourceName(resource: string): void {
  if (typeof resource !== 'string' || !RESOURCE_NAME.test(resource)) {
    throw new Error(
      `Invalid resource name ${JSON.stringify(resource)}: expected a letter then up to 63 letters, digits, "_" or "-".`,
    );
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Throws when a filter uses an operator outside the documented subset (e.g. `$where`, `$text`, `$expr`),
 * naming the operator and where it sits, so a query that would behave differently per backend fails loudly.
 */
export function checkFilter(filter: unknown, where: string): void {
  if (filter === undefined) return;
  if (!isPlainObject(filter)) throw new Error(`Filter for ${where} must be an object, got ${describe(filter)}.`);
  walkFilter(filter, where, '', true);
}

function walkFilter(node: Record<string, unknown>, where: string, path: string, documentLevel: boolean): void {
  for (const [key, value] of Object.entries(node)) {
    const here = path ? `${path}.${key}` : key;
    if (documentLevel && (key === '_id' || key.startsWith('_id.'))) {
      throw new Error(`The filter for ${where} uses "_id", which the store reserves for its own bookkeeping.`);
    }
    if (key.startsWith('$')) {
      if (!FILTER_OPERATORS.has(key)) {
        throw new Error(`Unsupported filter operator ${key} at "${here}" in the filter for ${where}.`);
      }
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || value.length === 0) {
          throw new Error(`${key} at "${here}" in the filter for ${where} must be a non-empty array of filters.`);
        }
        value.forEach((clause, i) => {
          if (!isPlainObject(clause)) throw new Error(`${key}[${i}] in the filter for ${where} must be an object.`);
          walkFilter(clause, where, `${here}[${i}]`, documentLevel);
        });
      } else if (key === '$in' || key === '$nin') {
        if (!Array.isArray(value)) throw new Error(`${key} at "${here}" in the filter for ${where} must be an array.`);
      } else if (key === '$elemMatch') {
        if (!isPlainObject(value)) throw new Error(`$elemMatch at "${here}" in the filter for ${where} must be an object.`);
        walkFilter(value, where, here, false);
      } else if (key === '$options') {
        if (typeof value !== 'string' || !/^[imsx]*$/.test(value)) {
          throw new Error(`$options at "${here}" in the filter for ${where} must be a string of i, m, s, x.`);
        }
      } else if (key === '$regex') {
        if (typeof value !== 'string' && !(value instanceof RegExp)) {
          throw new Error(`$regex at "${here}" in the filter for ${where} must be a string or a RegExp.`);
        }
      }
    } else if (isPlainObject(value)) {
      // A field condition: either operators ({$gt: 1}) or an exact sub-document; only the former is walked.
      const keys = Object.keys(value);
      if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) walkFilter(value, where, here, false);
    }
  }
}

/** Sort specs map field paths to 1 or -1. */
export function checkSort(sort: unknown, where: string): void {
  if (sort === undefined) return;
  if (!isPlainObject(sort)) throw new Error(`Sort for ${where} must be an object, got ${describe(sort)}.`);
  for (const [field, dir] of Object.entries(sort)) {
    if (field.startsWith('$') || field === '' || field === '_id' || field.startsWith('_id.')) {
      throw new Error(`Invalid sort field "${field}" for ${where}.`);
    }
    if (dir !== 1 && dir !== -1) throw new Error(`Sort direction for "${field}" in ${where} must be 1 or -1.`);
  }
}

export function checkPaging(skip: unknown, limit: unknown, where: string): void {
  for (const [name, value] of [['skip', skip], ['limit', limit]] as const) {
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(`${name} for ${where} must be a non-negative integer, got ${describe(value)}.`);
    }
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? (value.constructor?.name ?? 'object') : `${typeof value} ${String(value)}`;
}

export { isPlainObject };
