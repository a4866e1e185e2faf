/**
 * A mutation payload's refused input (schema `UserError`), as Relay types it. `field` is the
 * GraphQL input path (`input.customer.firstName`, `token`, `input.customer.phoneNumbers.1`), null
 * for the whole input; `code` is the stable kind (docs/gateway.md, "Errors: what a client meets").
 */
export interface UserError {
  readonly field: string | null | undefined;
  readonly messages: ReadonlyArray<string>;
  readonly code?: string | null;
}
export type UserErrors = ReadonlyArray<UserError>;

/**
 * The first message to show from a payload's userErrors, or null when there is none. With
 * `fields` (input paths), messages under those fields win, in that order; any other field's
 * message comes next, so a refusal is never silent.
 */
export function firstUserError(userErrors: UserErrors | null | undefined, fields: readonly (string | null)[] = []): string | null {
  if (!userErrors) return null;
  for (const field of fields) {
    const message = userErrors.find((e) => (e.field ?? null) === field && e.messages.length > 0)?.messages[0];
    if (message) return message;
  }
  return userErrors.find((e) => e.messages.length > 0)?.messages[0] ?? null;
}

/** The path below a mutation argument: `inputPath('input.customer.firstName')` is 'customer.firstName'; null when the field is not under it. */
export function inputPath(field: string | null | undefined, argument = 'input'): string | null {
  if (!field) return null;
  if (field === argument) return '';
  return field.startsWith(`${argument}.`) ? field.slice(argument.length + 1) : null;
}

/**
 * A field's name for §8's 'Field name: values' line, when no form field shows it: the input path
 * in words ('input.customer.phoneNumbers.1' → 'Customer phone numbers 2').
 */
export function fieldName(field: string): string {
  const words = field
    .split('.')
    .filter((segment, i) => !(i === 0 && segment === 'input'))
    .map((segment) => (/^\d+$/.test(segment) ? String(Number(segment) + 1) : segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** §8: a refusal no field can show, as one line ('Field name: values'; the whole input's messages as they are). */
export function errorLine(error: UserError, label?: string): string {
  const text = error.messages.join(' ');
  return error.field ? `${label ?? fieldName(error.field)}: ${text}` : text;
}

export interface PlacedErrors<K extends string> {
  /** Messages by form field (several messages of one field joined). */
  fields: Partial<Record<K, string>>;
  /** What no form field shows: §8 lines, in the payload's order. */
  lines: string[];
}

/**
 * Places every userError at once (several refusals show together, not one per round trip): on the
 * form field `fieldOf` names for its input path, else as a §8 line.
 */
export function placeUserErrors<K extends string>(
  userErrors: UserErrors | null | undefined,
  fieldOf: (field: string) => K | null | undefined,
): PlacedErrors<K> {
  const placed: PlacedErrors<K> = { fields: {}, lines: [] };
  for (const error of userErrors ?? []) {
    if (!error.messages.length) continue;
    const key = error.field ? fieldOf(error.field) : null;
    if (!key) placed.lines.push(errorLine(error));
    else placed.fields[key] = placed.fields[key] ? `${placed.fields[key]} ${error.messages.join(' ')}` : error.messages.join(' ');
  }
  return placed;
}
