/** The EPC's screens of the handoff after the sale (issue 26, item 18); the router and notifications (api domain/handoff.ts) use these. */
export const HANDOFF_PATHS = {
  list: '/manage/handoffs',
  handoff: (id: string | number) => `/manage/handoffs/${id}`,
} as const;
