import type { LucideIcon } from 'lucide-react';
import {
  Bell, Briefcase, ListTodo, Building2, CircleUser, DatabaseZap, FileSignature, FolderOpen, Presentation, Upload, User, UserPlus, Users,
} from 'lucide-react';
import type { Viewer } from '../../auth/ViewerProvider';
import { layout as text } from '../../messages';
import { isAllowedByAdminGate } from '../../routing/guards';
import { paths } from '../../routing/paths';
import { organizationTexts } from '../../screens/Admin/Organizations/texts';
import { taskTexts } from '../../screens/Tasks/texts';

/**
 * Who may open an entry, mirroring its route's guard in router.tsx (§6): 'admin' = AdminGate admin
 * (super admins), 'gate' = AdminGate without the flag (org admins and super admins).
 */
type Access = 'admin' | 'gate';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  access?: Access;
}

export interface NavGroup {
  id: 'manage' | 'user';
  label: string;
  icon: LucideIcon;
  items: NavItem[];
}

/** §2 sidebar: two groups, in the spec's order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'manage',
    label: text.manage,
    icon: Briefcase,
    items: [
      { label: text.leads, to: paths.leads, icon: Users },
      { label: text.agreements, to: paths.agreements, icon: FileSignature, access: 'admin' },
      { label: text.proposals, to: paths.proposals, icon: Presentation, access: 'admin' },
      { label: text.bulkEnrichment, to: paths.bulkEnrichment, icon: DatabaseZap, access: 'admin' },
      { label: text.prospectNow, to: paths.prospectUpload, icon: Upload, access: 'admin' },
      { label: organizationTexts.nav, to: paths.organizations, icon: Building2, access: 'admin' },
    ],
  },
  {
    id: 'user',
    label: text.user,
    icon: CircleUser,
    items: [
      { label: taskTexts.nav, to: paths.tasks, icon: ListTodo },
      { label: text.notifications, to: paths.notifications, icon: Bell },
      { label: text.profile, to: paths.profile, icon: User },
      { label: text.inviteUser, to: paths.inviteUser, icon: UserPlus, access: 'gate' },
      { label: text.resources, to: paths.resources, icon: FolderOpen },
    ],
  },
];

type NavViewer = Pick<Viewer, 'isSuperAdmin' | 'isOrgAdmin'>;

const canOpen = (viewer: NavViewer, item: NavItem) =>
  item.access == null || isAllowedByAdminGate(viewer, item.access === 'admin');

/** The groups and entries this viewer can open; a group left empty is dropped. */
export function visibleNavGroups(viewer: NavViewer): NavGroup[] {
  return NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => canOpen(viewer, item)) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The group holding the page at `pathname` (an entry's path or a page below it), if any. */
export function groupOfPath(groups: readonly NavGroup[], pathname: string): NavGroup['id'] | null {
  const hit = groups.find((g) => g.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)));
  return hit?.id ?? null;
}
