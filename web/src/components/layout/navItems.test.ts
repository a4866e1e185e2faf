import { describe, expect, it } from 'vitest';
import { layout } from '../../messages';
import { paths } from '../../routing/paths';
import { viewers } from '../../test/viewers';
import { organizationTexts } from '../../screens/Admin/Organizations/texts';
import { taskTexts } from '../../screens/Tasks/texts';
import { groupOfPath, NAV_GROUPS, visibleNavGroups } from './navItems';

const labels = (groups: ReturnType<typeof visibleNavGroups>) => groups.map((g) => [g.label, g.items.map((i) => i.label)]);

describe('sidebar entries (§2, §6)', () => {
  it('has the two groups in the spec’s order', () => {
    expect(labels(NAV_GROUPS as never)).toEqual([
      [layout.manage, [layout.leads, layout.agreements, layout.proposals, layout.bulkEnrichment, layout.prospectNow, organizationTexts.nav]],
      [layout.user, [taskTexts.nav, layout.notifications, layout.profile, layout.inviteUser, layout.resources]],
    ]);
  });

  it('filters per role like the route guards', () => {
    expect(labels(visibleNavGroups(viewers.regular))).toEqual([
      [layout.manage, [layout.leads]],
      [layout.user, [taskTexts.nav, layout.notifications, layout.profile, layout.resources]],
    ]);
    expect(labels(visibleNavGroups(viewers.orgAdmin))[1][1]).toContain(layout.inviteUser);
    expect(labels(visibleNavGroups(viewers.orgAdmin))[0][1]).toEqual([layout.leads]);
    expect(labels(visibleNavGroups(viewers.superAdmin))).toEqual(labels(NAV_GROUPS as never));
  });

  it('finds the group of a page, including pages below an entry', () => {
    const groups = visibleNavGroups(viewers.superAdmin);
    expect(groupOfPath(groups, paths.leads)).toBe('manage');
    expect(groupOfPath(groups, paths.lead(42))).toBe('manage');
    expect(groupOfPath(groups, paths.inviteUser)).toBe('user');
    expect(groupOfPath(groups, paths.organization(7))).toBe('manage');
    expect(groupOfPath(groups, paths.documentPreview)).toBeNull();
    expect(groupOfPath(groups, '/manage/leadsX')).toBeNull();
  });
});
