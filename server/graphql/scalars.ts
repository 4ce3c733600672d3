// The custom scalars: JSON objects in the original API's shapes (output only; they are never taken as input).
import { GraphQLError, GraphQLScalarType } from 'graphql';

function objectScalar(name: string, description: string) {
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => value,
    parseValue: () => {
      throw new GraphQLError(`${name} is an output-only scalar.`);
    },
    parseLiteral: () => {
      throw new GraphQLError(`${name} is an output-only scalar.`);
    },
  });
}

export const scalarResolvers = {
  LevelChanges: objectScalar('LevelChanges', 'A class level table keyed by level, then by column header.'),
  LeveledTable: objectScalar('LeveledTable', 'An archetype table keyed by level: lists of {key, value} cells.'),
  StringMap: objectScalar('StringMap', 'A map of text to text.'),
};
