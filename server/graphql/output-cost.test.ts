// The output cost limit's weights of stored documents follow from the kinds table: a kind that does not exist (a
// throwaway "campaign" entry) is weighed by its own size and per-user limit, with no line of the estimate naming it.
import { buildSchema, Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '../../core/documents/kinds.ts';
import { DEFAULT_VALUE_BYTES, documentWeights, estimateCost, MAX_SHARED_DOCUMENTS, refusal, type WeighedKind } from './output-cost.ts';

const campaign: WeighedKind = {
  kind: 'campaign',
  limit: 7,
  maxJsonBytes: 3000,
  graphql: { type: 'Campaign', list: 'campaigns', item: 'campaign', save: 'saveCampaign', saveMany: 'saveCampaigns' },
};
const weights = documentWeights([campaign]);

const schema = buildSchema(`
  type Campaign { id: ID! jsonData: String! revision: Int! }
  input CampaignInput { id: ID jsonData: String! }
  type SharedDocument { token: ID! jsonData: String! }
  type Query { campaigns: [Campaign!]! campaign(id: ID!): Campaign sharedDocument(token: ID!): SharedDocument }
  type Mutation { saveCampaign(input: CampaignInput!): Campaign! saveCampaigns(inputs: [CampaignInput!]!): [Campaign!]! }
`);

function cost(source: string, w = weights, linkKinds?: ReadonlyMap<string, string>) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d as FragmentDefinitionNode] as const] : [])),
  );
  const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  return estimateCost(schema, operation.selectionSet, root, fragments, {}, { count: () => undefined }, w, linkKinds);
}

describe('the cost weights of stored documents', () => {
  it('weigh a kind that is only an entry: its list by its per-user limit, its text by its largest size', () => {
    expect(weights.allowances.get('campaign')).toBe(7 * 3000);
    expect(cost('{ campaigns { jsonData } }').ownDocuments.get('campaign')).toBe(7 * 3000);
    expect(cost('{ campaign(id: "x") { jsonData } }').ownDocuments.get('campaign')).toBe(3000);
    expect(cost('mutation { saveCampaigns(inputs: []) { jsonData } }').ownDocuments.get('campaign')).toBe(7 * 3000);
    expect(cost('mutation { saveCampaign(input: { jsonData: "{}" }) { jsonData } }').ownDocuments.get('campaign')).toBe(3000);
    // The small fields count with everything else: one value each per document.
    expect(cost('{ campaigns { id revision } }').bytes).toBe(7 * (DEFAULT_VALUE_BYTES + 2 * DEFAULT_VALUE_BYTES));
  });

  it('allow one copy of the whole list and refuse a second, through fragments too', () => {
    expect(refusal(cost('{ campaigns { jsonData } }'), 1_000_000, weights)).toBeUndefined();
    const twice = refusal(cost('{ campaigns { jsonData } again: campaigns { ...Text } } fragment Text on Campaign { jsonData }'), 1_000_000, weights);
    expect(twice?.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', kind: 'campaign', cost: 2 * 7 * 3000, limit: 7 * 3000 });
  });

  it('weigh a shared document by the largest kind, against the general limit, and cap how many one operation reads', () => {
    const wider = documentWeights([campaign, { ...campaign, kind: 'vault', maxJsonBytes: 9000, graphql: { ...campaign.graphql, type: 'Vault' } }]);
    expect(wider.types.get('SharedDocument')?.textBytes).toBe(9000);
    const one = cost('{ sharedDocument(token: "t") { jsonData } }');
    expect(one).toMatchObject({ bytes: DEFAULT_VALUE_BYTES + 3000, sharedDocuments: 1 });
    expect(refusal(one, 2 * 3000, weights)).toBeUndefined();
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: sharedDocument(token: "t") { jsonData }`).join(' ')} }`;
    expect(refusal(cost(aliases(3)), 2 * 3000, weights)?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
    const many = refusal(cost(aliases(MAX_SHARED_DOCUMENTS + 1)), 1_000_000, weights);
    expect(many?.extensions).toMatchObject({ code: 'TOO_MANY_SHARED_DOCUMENTS', count: MAX_SHARED_DOCUMENTS + 1, limit: MAX_SHARED_DOCUMENTS });
  });

  it("weigh a shared document by its link's kind once that is known, never less than that kind's largest size", () => {
    const wider = documentWeights([campaign, { ...campaign, kind: 'vault', maxJsonBytes: 9000, graphql: { ...campaign.graphql, type: 'Vault' } }]);
    const query = '{ a: sharedDocument(token: "c") { jsonData } b: sharedDocument(token: "v") { jsonData } c: sharedDocument(token: "x") { token } }';
    const unknown = cost(query, wider);
    expect(unknown.bytes).toBe(3 * DEFAULT_VALUE_BYTES + 2 * 9000 + DEFAULT_VALUE_BYTES);
    expect([...unknown.unknownLinks].sort()).toEqual(['c', 'v', 'x']);
    // "c" links a campaign (3000 at most), "v" a vault (9000), "x" nothing known: the largest kind, as before.
    const known = cost(query, wider, new Map([['c', 'campaign'], ['v', 'vault']]));
    expect(known.bytes).toBe(3 * DEFAULT_VALUE_BYTES + 3000 + 9000 + DEFAULT_VALUE_BYTES);
    expect([...known.unknownLinks]).toEqual(['x']);
    expect(known.sharedDocuments).toBe(3);
    expect(refusal(unknown, 15_000, wider)?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
    expect(refusal(known, 15_000, wider)).toBeUndefined();
  });

  it('derive the real kinds the same way', () => {
    const real = documentWeights();
    for (const def of DOCUMENT_KINDS) {
      expect(real.allowances.get(def.kind)).toBe(def.limit * def.maxJsonBytes);
      expect(real.roots.get(def.graphql.list)).toEqual({ kind: def.kind, length: def.limit });
      expect(real.types.get(def.graphql.type)).toEqual({ kind: def.kind, textBytes: def.maxJsonBytes });
    }
    expect(real.types.get('SharedDocument')?.textBytes).toBe(Math.max(...DOCUMENT_KINDS.map((d) => d.maxJsonBytes)));
  });
});
