import { describe, expect, it } from 'vitest';
import { validation } from '../messages';
import { contact, isEmail, loginEmail, loginPassword, phone, required, signupEmail, signupPassword, toApiPhone } from './rules';

describe('§5 email pattern', () => {
  it.each(['a@b.co', 'jane.doe+x@mail.example.com', 'x@y.abcdefghijklmno'])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.abcdefghijklmnop', 'a b@c.com', '@b.com', 'a@b.c0m'])('rejects %j', (v) => {
    expect(isEmail(v)).toBe(false);
  });
});

describe('sign-up fields', () => {
  it('requires names and company', () => {
    expect(required('')).toBe(validation.required);
    expect(required('  ')).toBe(validation.required);
    expect(required('Acme')).toBeNull();
  });
  it('phone: required, digits only, sent as +1 and the digits', () => {
    expect(phone('')).toBe(validation.phoneRequired);
    expect(phone('555-123-4567')).toBe(validation.phoneFormat);
    expect(phone('55512a')).toBe(validation.phoneFormat);
    expect(phone('5551234567')).toBeNull();
    expect(toApiPhone('5551234567')).toBe('+15551234567');
  });
  it('email: required and email-shaped', () => {
    expect(signupEmail('')).toBe(validation.required);
    expect(signupEmail('nope')).toBe(validation.emailFormat);
    expect(signupEmail('a@b.com')).toBeNull();
  });
  it('password: required, at least 6 characters', () => {
    expect(signupPassword('')).toBe(validation.required);
    expect(signupPassword('12345')).toBe(validation.passwordTooShort);
    expect(signupPassword('123456')).toBeNull();
  });
});

describe('login fields', () => {
  it('uses the login texts', () => {
    expect(loginEmail('')).toBe(validation.loginEmailRequired);
    expect(loginEmail('x@y')).toBe(validation.emailFormat);
    expect(loginEmail('x@y.io')).toBeNull();
    expect(loginPassword('')).toBe(validation.loginPasswordRequired);
    expect(loginPassword('secret')).toBeNull();
  });
});

describe('phone-or-email contact', () => {
  it('accepts all digits as a phone and a valid email', () => {
    expect(contact('5551234567')).toBeNull();
    expect(contact('me@example.org')).toBeNull();
  });
  it('rejects anything else with the §5 text', () => {
    expect(contact('555-1234')).toBe(validation.contactInvalid);
    expect(contact('me@example')).toBe(validation.contactInvalid);
  });
  it('is required', () => {
    expect(contact('')).toBe(validation.required);
  });
});
