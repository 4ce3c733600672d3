// The output cost limit over HTTP on the real data: an operation asking for many copies of a large list is refused
// before it runs, with an error naming the limit, and every operation the web app sends (each `.graphql` document of
// web/, with realistic variables) stays under it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
  visit,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { hasRealData, REALDATA_API, repoRoot } from '../support/realdata.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const LIMIT = 5_000_000;

/** Every operation of the web app with the fragments it uses, as one document to send. */
function webOperations(): { file: string; name: string; operation: OperationDefinitionNode; document: string }[] {
  const dir = join(repoRoot, 'web/src');
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql')).map((f) => join(dir, f));
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: { file: string; operation: OperationDefinitionNode }[] = [];
  for (const file of files) {
    for (const d of parse(readFileSync(file, 'utf8')).definitions) {
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
      else if (d.kind === Kind.OPERATION_DEFINITION) operations.push({ file: relative(repoRoot, file), operation: d });
    }
  }
  const used = (node: OperationDefinitionNode | FragmentDefinitionNode, into: Set<string>) => {
    visit(node, {
      FragmentSpread(spread) {
        if (into.has(spread.name.value)) return;
        into.add(spread.name.value);
        used(fragments.get(spread.name.value)!, into);
      },
    });
    return into;
  };
  return operations.map(({ file, operation }) => ({
    file,
    name: operation.name?.value ?? '(anonymous)',
    operation,
    document: [print(operation), ...[...used(operation, new Set())].map((f) => print(fragments.get(f)!))].join('\n'),
  }));
}

const schema = buildSchema(loadTypeDefs().join('\n'));

/**
 * Variables as the app sends them at their largest: optional filters left out (every record), a name where one is
 * required (a detail page), a search's limit as the results page asks, an enum's first value.
 */
function variablesFor(operation: OperationDefinitionNode): Record<string, unknown> {
  const value = (type: GraphQLInputType, name: string): unknown => {
    if (!isNonNullType(type)) return null;
    const inner = type.ofType;
    if (isListType(inner)) return [value(inner.ofType, name)];
    if (isEnumType(inner)) return inner.getValues()[0]!.value;
    if (isInputObjectType(inner)) {
      return Object.fromEntries(Object.values(inner.getFields()).flatMap((f) => (isNonNullType(f.type) ? [[f.name, f.name === 'jsonData' ? '{}' : value(f.type, f.name)]] : [])));
    }
    if (inner.name === 'Int') return name === 'limit' ? 50 : 1;
    if (inner.name === 'Boolean') return false;
    return name === 'text' ? 'force' : 'Force Push';
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, value(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value)]),
  );
}

describe.runIf(hasRealData('the output cost limit on the real data'))('the output cost limit on the real data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DIR: REALDATA_API });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const text = await res.text();
    return { status: res.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
  };

  it('refuses thirty aliases of the whole power list, naming the limit, and keeps answering', async () => {
    const query = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: powers { name description higherLevelDescription }`).join(' ')} }`;
    const answer = await post(query);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', limit: LIMIT });
    expect(answer.body.errors?.[0]?.message).toMatch(/over the limit of 5000000 \(GRAPHQL_MAX_COST\)/);
    // The refusal is small; one copy of the list is an ordinary answer.
    expect(answer.bytes).toBeLessThan(2000);
    const one = await post('{ powers { name description higherLevelDescription } }');
    expect(one.status).toBe(200);
    expect((one.body.data as { powers: unknown[] }).powers.length).toBeGreaterThan(400);
  });

  it('accepts every operation of the web app, and each anonymous answer stays within the limit', async () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(30);
    for (const { file, name, operation, document } of operations) {
      const answer = await post(document, variablesFor(operation));
      // A subscription is served over the WebSocket (weighed there: tests/contract/subscriptions.test.ts); over HTTP it
      // is refused with a message saying so, never run.
      if (operation.operation === 'subscription') {
        expect(answer.status, name).toBe(400);
        expect(answer.body.errors?.[0]?.extensions?.code, name).toBe('SUBSCRIPTION_OVER_HTTP');
        continue;
      }
      const codes = (answer.body.errors ?? []).map((e) => e.extensions?.code);
      expect(codes, `${name} (${file}): ${JSON.stringify(answer.body.errors)}`).not.toContain('COST_LIMIT_EXCEEDED');
      // Only what needs sign-in may be refused, and never for its size or shape.
      expect(codes.filter((c) => c !== 'UNAUTHENTICATED'), `${name} (${file}): ${JSON.stringify(answer.body.errors)}`).toEqual([]);
      expect(answer.bytes, name).toBeLessThan(LIMIT);
    }
  });
});
