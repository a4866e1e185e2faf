import { describe, expect, it } from 'vitest';
import { errorLine, fieldName, firstUserError, inputPath, placeUserErrors } from './userErrors';

describe('placing userErrors (fields are GraphQL input paths)', () => {
  it('reads the path below the argument', () => {
    expect(inputPath('input.customer.firstName')).toBe('customer.firstName');
    expect(inputPath('token')).toBeNull();
    expect(inputPath('token', 'token')).toBe('');
    expect(inputPath(null)).toBeNull();
  });

  it('names a field no form shows as §8 does (words, not the api\'s snake_case)', () => {
    expect(fieldName('input.customer.phoneNumbers.1')).toBe('Customer phone numbers 2');
    expect(fieldName('input.energyReseller')).toBe('Energy reseller');
    expect(errorLine({ field: 'input.energyReseller', messages: ['Unknown.', 'Really.'] })).toBe('Energy reseller: Unknown. Really.');
    expect(errorLine({ field: null, messages: ['Try later.'] })).toBe('Try later.');
  });

  it('places every error at once: on its field when one owns it, else as a line', () => {
    const placed = placeUserErrors(
      [
        { field: 'input.email', messages: ['Taken.'] },
        { field: 'input.email', messages: ['Also bad.'] },
        { field: 'input.phoneNumber', messages: ['Wrong format'] },
        { field: 'input.somethingElse', messages: ['Nope.'] },
        { field: null, messages: ['Whole input.'] },
        { field: 'input.password', messages: [] },
      ],
      (field) => ({ 'input.email': 'email', 'input.phoneNumber': 'phone', 'input.password': 'password' } as Record<string, string>)[field],
    );
    expect(placed).toEqual({ fields: { email: 'Taken. Also bad.', phone: 'Wrong format' }, lines: ['Something else: Nope.', 'Whole input.'] });
  });

  it('firstUserError prefers the listed fields, null meaning the whole input', () => {
    const errors = [{ field: 'input.a', messages: ['a'] }, { field: null, messages: ['whole'] }];
    expect(firstUserError(errors, [null])).toBe('whole');
    expect(firstUserError(errors)).toBe('a');
    expect(firstUserError([])).toBeNull();
  });
});
