import { Type } from 'typebox';

/** §5: local part, @, domain, top-level domain of 2 to 15 letters. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,15}$';
/** §5/§9: the phone sent is +1 followed by the digits (a US number: 10 digits). */
export const PHONE_PATTERN = '^\\+1\\d{10}$';

export const isEmail = (value: string) => new RegExp(EMAIL_PATTERN).test(value);
export const isDigits = (value: string) => /^\d+$/.test(value);
/** A US phone number as people type it in a contact field: 10 digits (issue 15). */
export const isPhoneDigits = (value: string) => /^\d{10}$/.test(value);

export const Email = (description = 'E-mail address') => Type.String({ pattern: EMAIL_PATTERN, maxLength: 254, description });
export const Phone = (description = 'Phone: +1 followed by 10 digits') => Type.String({ pattern: PHONE_PATTERN, description });
export const Password = () => Type.String({ minLength: 6, maxLength: 128, description: 'At least 6 characters' });
/** A date as YYYY-MM-DD (dates are sent normalized, §5). */
export const DateString = (description?: string) => Type.String({ format: 'date', description });
/** The largest id a row can have: every id column is a PostgreSQL integer (int4). */
export const MAX_ROW_ID = 2_147_483_647;
/** Whether a value can be a row's id, 1 to MAX_ROW_ID: anything else names nothing (404, never a database error). */
export const isRowId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ROW_ID;
/** A row id in a request's schema (a path parameter or a body field). */
export const RowId = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, ...options });
/**
 * A value or null. Primitive schemas become a type array (`["number", "null"]`): with the api's
 * type coercion an anyOf would turn null into 0 or "" through its first branch.
 */
export function Nullable<T extends import('typebox').TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string' && type !== 'object' && type !== 'array')
    return Type.Unsafe<import('typebox').Static<T> | null>({ ...schema, type: [type, 'null'] });
  return Type.Union([schema, Type.Null()]);
}
