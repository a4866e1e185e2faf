import { HOME_PATH, LOGIN_PATH } from '../constants';

/** §2 route table: every path the app serves, in one place. */
export const paths = {
  root: '/',
  leads: HOME_PATH,
  lead: (id: string | number) => `/manage/leads/${id}`,
  intakeForm: '/manage/intake-form',
  agreements: '/manage/agreements',
  proposals: '/manage/proposals',
  bulkEnrichment: '/manage/bulk-enrichment',
  prospectUpload: '/manage/prospect-now-bulk-enrichment/upload',
  prospectUploadDetails: '/manage/prospect-now-bulk-enrichment/upload-details',
  organizations: '/manage/organizations',
  organization: (id: string | number) => `/manage/organizations/${id}`,
  inviteUser: '/user/invite-user',
  notifications: '/user/notifications',
  /** My tasks (issue 26). */
  tasks: '/user/tasks',
  profile: '/user/profile',
  resources: '/user/resources',
  documentPreview: '/document-preview',
  quickbaseView: '/quickbase-view',
  login: LOGIN_PATH,
  signup: '/signup',
  signupResult: '/signup-result',
  passwordReset: '/password-reset',
} as const;

/**
 * §2 id patterns. React Router has no regex segments, so routes take the segment as a param and
 * check it with these (a failed check renders NotFound, as an unmatched path would).
 */
export const LEAD_ID_PATTERN = /^\d{1,10}$/;
/** An organization's id in /manage/organizations/:id (issue 26). */
export const ORGANIZATION_ID_PATTERN = /^\d{1,10}$/;
/** The first segment after /manage/ (e.g. "prospect-now-bulk-enrichment", 28 characters). */
export const MANAGE_SLUG_PATTERN = /^[^/]{1,30}$/;
/** The segment after /user/ (e.g. "notifications"). */
export const USER_SLUG_PATTERN = /^[^/]{1,20}$/;

/** The redirect query parameter of /login: only same-site paths, never "//host" or "/\host". */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.root): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${paths.login}?redirect=${encodeURIComponent(target)}`;
}
