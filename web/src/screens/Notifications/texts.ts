/** Texts of the notifications page and the header's bell (the spec leaves notifications open: ours). */
export const notificationTexts = {
  title: 'Notifications',
  unreadSummary: (n: number) => (n === 0 ? 'All caught up' : `${n} unread`),
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications marked as read.',
  markRead: 'Mark as read',
  /** Screen-reader state of an item; sighted users see the dot and the bold title. */
  unread: 'Unread',
  read: 'Read',
  listLabel: 'Your notifications',
  loadingList: 'Loading notifications',
  emptyTitle: 'No notifications yet',
  emptyText:
    'You will see here when a proposal or quote is ready, an agreement is signed, a bulk file finishes, an invite is accepted or a lead is assigned to you.',
  goToLeads: 'Go to leads',
  emptyPageTitle: 'This page is empty',
  emptyPageText: 'There are fewer notifications now. Go back to the first page.',
  firstPage: 'First page',
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  pagination: 'Notification pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  /** The bell's accessible name includes the visible count (WCAG 2.5.3, label in name). */
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  /** Above this the badge shows "99+". */
  badgeMax: 99,
} as const;
