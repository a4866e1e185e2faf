import { describe, expect, it } from 'vitest';
import { getSystem } from '../theme';
import { SHELL_DENYLIST, THEME_COLOR } from './pwa';
import { savedAtLabel } from './OfflineBanner';
import { offlineTexts } from './texts';

describe('the installable app', () => {
  it('takes its theme colour from the theme (brand.700)', () => {
    expect(getSystem().token('colors.brand.700')).toBe(THEME_COLOR);
  });

  it('never answers GraphQL, the api, media or the public customer pages with the app shell', () => {
    const shell = (path: string) => !SHELL_DENYLIST.some((pattern) => pattern.test(path));
    for (const path of ['/graphql', '/api/p/abc', '/api/agreement/sign/x', '/api/media/f.png', '/media/x', '/health', '/metrics']) expect(shell(path), path).toBe(false);
    for (const path of ['/', '/login', '/manage/leads', '/manage/leads/12', '/user/tasks']) expect(shell(path), path).toBe(true);
  });

  it('says the time of the data shown (§9 HH:MM today, with the date before today)', () => {
    const now = new Date(2026, 10, 27, 15, 0).getTime();
    expect(offlineTexts.showingSavedAt(savedAtLabel(new Date(2026, 10, 27, 10, 42).getTime(), now))).toBe('Offline — showing what you saw at 10:42');
    expect(offlineTexts.showingSavedAt(savedAtLabel(new Date(2026, 10, 26, 9, 5).getTime(), now))).toBe('Offline — showing what you saw at 11-26-2026 09:05');
  });
});
