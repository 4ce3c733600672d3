// The custom scalars: JSON objects in the original API's shapes (output only; they are never taken as input).
import { GraphQLError, GraphQLScalarType } from 'graphql';
import { Effect } from '../../core/schemas/feature-mechanics.ts';
import { GearEffect, GearPrerequisite } from '../../core/schemas/gear-mechanics.ts';
import type { ZodType } from 'zod';
import { checkStarshipRules } from '../../core/schemas/starship-mechanics.ts';

function objectScalar(name: string, description: string, check?: (value: unknown) => string | undefined) {
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => {
      const problem = check?.(value);
      if (problem) throw new GraphQLError(`${name}: ${problem}`);
      return value;
    },
    parseValue: () => {
      throw new GraphQLError(`${name} is an output-only scalar.`);
    },
    parseLiteral: () => {
      throw new GraphQLError(`${name} is an output-only scalar.`);
    },
  });
}

/** The schema's complaints about a value, joined, or undefined when it fits. */
function zodProblem(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('; ');
}

export const scalarResolvers = {
  LevelChanges: objectScalar('LevelChanges', 'A class level table keyed by level, then by column header.'),
  LeveledTable: objectScalar('LeveledTable', 'An archetype table keyed by level: lists of {key, value} cells.'),
  StringMap: objectScalar('StringMap', 'A map of text to text.'),
  // Records are validated on import; checking again on the way out keeps a hand-edited store from reaching the engine.
  FeatureEffect: objectScalar('FeatureEffect', 'One effect of a feature, in the feature-mechanics vocabulary.', (value) => {
    const result = Effect.safeParse(value);
    return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.') || 'effect'}: ${issue.message}`).join('; ');
  }),
  GearEffect: objectScalar('GearEffect', 'One effect of an enhanced item, in the gear-mechanics vocabulary.', (value) => zodProblem(GearEffect, value)),
  GearPrerequisite: objectScalar('GearPrerequisite', "An enhanced item's prerequisite, in the gear-mechanics vocabulary.", (value) => zodProblem(GearPrerequisite, value)),
  StarshipRules: objectScalar('StarshipRules', "One starship catalogue entry's rules, in the shape its kind states.", checkStarshipRules),
};
