import { describe, expect, it } from 'vitest';
import { WELCOME_HIDDEN_COOKIE, welcomeHiddenCookie, welcomeHiddenIds } from './welcomeCookie';

describe('the welcome cookie (issue 28: the gateway draws the banner, so it must know who hid it)', () => {
  it('reads the ids of this browser’s users who hid it, ignoring anything else', () => {
    expect(welcomeHiddenIds('')).toEqual([]);
    expect(welcomeHiddenIds(`a=1; ${WELCOME_HIDDEN_COOKIE}=7.12; b=2`)).toEqual(['7', '12']);
    expect(welcomeHiddenIds(`${WELCOME_HIDDEN_COOKIE}=7.<x>.12..`)).toEqual(['7', '12']);
    expect(welcomeHiddenIds(`my_${WELCOME_HIDDEN_COOKIE}=7`)).toEqual([]);
  });

  it('adds a user once, keeps the newest twenty, for a year, Secure over HTTPS', () => {
    expect(welcomeHiddenCookie('', 7, false)).toBe(`${WELCOME_HIDDEN_COOKIE}=7; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(welcomeHiddenCookie(`${WELCOME_HIDDEN_COOKIE}=7.12`, 7, true)).toBe(`${WELCOME_HIDDEN_COOKIE}=12.7; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    const many = `${WELCOME_HIDDEN_COOKIE}=${Array.from({ length: 20 }, (_, i) => i + 1).join('.')}`;
    const value = /=([^;]*)/.exec(welcomeHiddenCookie(many, 99, false))![1].split('.');
    expect(value).toHaveLength(20);
    expect(value[0]).toBe('2');
    expect(value.at(-1)).toBe('99');
  });
});
