import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX } from '../constants';
import { support, validation } from '../messages';
import {
  contact, isEmail, loginEmail, loginPassword, phone, required, signupEmail, signupPassword, supportFile, supportMessage, toApiPhone,
} from './rules';

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
    expect(phone('555123')).toBe(validation.phoneFormat);
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
    // A phone is a US number's 10 digits (issue 15).
    expect(contact('555123456')).toBe(validation.contactInvalid);
    expect(contact('25551234567')).toBe(validation.contactInvalid);
    // Issue 26: as people paste it.
    expect(contact('15551234567')).toBeNull();
    expect(contact('(937) 555-0142')).toBeNull();
    expect(contact('+1 937.555.0142')).toBeNull();
    expect(contact('(937) 555-01')).toBe(validation.contactInvalid);
    expect(contact('me@example')).toBe(validation.contactInvalid);
  });
  it('is required', () => {
    expect(contact('')).toBe(validation.required);
  });
});

describe('support form fields (§5)', () => {
  it('message: required, at most 1024 characters', () => {
    expect(SUPPORT_MESSAGE_MAX).toBe(1024);
    expect(supportMessage('')).toBe(validation.required);
    expect(supportMessage('   ')).toBe(validation.required);
    expect(supportMessage('x'.repeat(1024))).toBeNull();
    expect(supportMessage('x'.repeat(1025))).toBe(support.messageTooLong(1024));
  });

  it.each(['a.xls', 'a.XLSX', 'b.csv', 'c.pdf', 'd.txt', 'e.doc', 'f.docx', 'g.png', 'h.jpeg', 'i.JPG', 'my.report.pdf'])(
    'file: accepts %s',
    (name) => {
      expect(supportFile(name)).toBeNull();
    },
  );

  it.each(['virus.exe', 'photo.gif', 'archive.zip', 'pdf', '.pdf', 'notes.txt.js'])('file: rejects %s, naming it', (name) => {
    expect(supportFile(name)).toContain(name);
  });
});
