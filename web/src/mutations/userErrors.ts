/** A mutation payload's refused input (schema `UserError`), as Relay types it. */
export type UserErrors = ReadonlyArray<{ readonly field: string | null | undefined; readonly messages: ReadonlyArray<string> }>;

/**
 * The first message to show from a payload's userErrors, or null when there is none. With
 * `fields`, messages under those fields win, in that order (§8 sign-up: email, phone_number,
 * non_field_errors); any other field's message comes next, so a refusal is never silent.
 */
export function firstUserError(userErrors: UserErrors | null | undefined, fields: readonly string[] = []): string | null {
  if (!userErrors) return null;
  for (const field of fields) {
    const message = userErrors.find((e) => e.field === field && e.messages.length > 0)?.messages[0];
    if (message) return message;
  }
  return userErrors.find((e) => e.messages.length > 0)?.messages[0] ?? null;
}
