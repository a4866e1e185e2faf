import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function literalValue(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING: case Kind.BOOLEAN: return ast.value;
    case Kind.INT: case Kind.FLOAT: return Number(ast.value);
    case Kind.NULL: return null;
    case Kind.LIST: return ast.values.map(literalValue);
    case Kind.OBJECT: return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value)]));
    default: throw new GraphQLError('Variables are not allowed inside a JSON literal.');
  }
}

export const scalarResolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()),
    parseValue: (v) => {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) throw new GraphQLError(`"${v}" is not an ISO date and time.`);
      return d.toISOString();
    },
  }),
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (v) => String(v).slice(0, 10),
    parseValue: (v) => {
      if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v))) throw new GraphQLError(`"${v}" is not a date (YYYY-MM-DD).`);
      return v;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !DATE.test(ast.value)) throw new GraphQLError('A date must be a string YYYY-MM-DD.');
      return ast.value;
    },
  }),
  JSON: new GraphQLScalarType({ name: 'JSON', serialize: (v) => v, parseValue: (v) => v, parseLiteral: literalValue }),
};
