import { Type } from 'typebox';

/** §5: local part, @, domain, top-level domain of 2 to 15 letters. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{2,15}$';
/** §5/§9: the phone sent is +1 followed by the digits (a US number: 10 digits). */
export const PHONE_PATTERN = '^\\+1\\d{10}$';

export const isEmail = (value: string) => new RegExp(EMAIL_PATTERN).test(value);
export const isDigits = (value: string) => /^\d+$/.test(value);

export const Email = (description = 'E-mail address') => Type.String({ pattern: EMAIL_PATTERN, maxLength: 254, description });
export const Phone = (description = 'Phone: +1 followed by 10 digits') => Type.String({ pattern: PHONE_PATTERN, description });
export const Password = () => Type.String({ minLength: 6, maxLength: 128, description: 'At least 6 characters' });
/** A date as YYYY-MM-DD (dates are sent normalized, §5). */
export const DateString = (description?: string) => Type.String({ format: 'date', description });
export const Nullable = <T extends import('typebox').TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
