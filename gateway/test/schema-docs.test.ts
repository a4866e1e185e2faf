/**
 * Every type, field, field argument, input field and enum value of the root schema.graphql carries a
 * description (the product's documentation requirement). Built-in scalars are exempt, and the Query
 * and Mutation root types may go without one (their fields and arguments may not).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootSchema = path.join(here, '..', '..', 'schema.graphql');

const documented = (description: string | null | undefined): boolean => !!description && description.trim() !== '';

/** Schema coordinates (Type, Type.field, Type.field(arg:), Enum.VALUE) that lack a description. */
export function undocumented(sdl: string): string[] {
  const schema = buildSchema(sdl);
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  const missing: string[] = [];
  const types = Object.values(schema.getTypeMap()) as GraphQLNamedType[];
  for (const type of types) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!roots.has(type.name) && !documented(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!documented(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (!documented(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!documented(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!documented(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing.sort();
}

describe('schema documentation', () => {
  it('describes every type, field, field argument, input field and enum value', () => {
    const missing = undocumented(fs.readFileSync(rootSchema, 'utf8'));
    expect(missing, `${missing.length} without a description:\n${missing.join('\n')}`).toEqual([]);
  });

  it('notices what lacks a description', () => {
    const sdl = `
      type Query { """Documented."""
        a(x: Int, """Documented.""" y: Int): T }
      type T { b: Int }
      """Documented."""
      interface N { """Documented."""
        n("""  """ z: Int): Int }
      """Documented."""
      input I { c: Int }
      """Documented."""
      enum E { """Documented.""" ONE TWO }
      scalar S
    `;
    expect(undocumented(sdl)).toEqual(['E.TWO', 'I.c', 'N.n(z:)', 'Query.a(x:)', 'S', 'T', 'T.b']);
  });
});
