import { API_FILE_TYPES, API_LIMITS } from './validation/limits.generated';

/** §9 business constants the shell uses (the rest arrive with the screens that need them). */

/** Error toasts stay 10 s (§8, §9). */
export const ERROR_TOAST_MS = 10_000;
/** The "Request initiated" info message stays 5 s (§9). */
export const INFO_TOAST_MS = 5_000;
/** Success toasts: Chakra's (zag's) own default, named so the toaster can tell when one is closing. */
export const SUCCESS_TOAST_MS = 2_000;
/** Phone country code (§5, §9): the phone sent is this followed by the digits. */
export const PHONE_COUNTRY_CODE = '+1';
/** Support message limit (§5, §9): the api's, from its OpenAPI document (validation/limits.ts). */
export const SUPPORT_MESSAGE_MAX: number = API_LIMITS.support.message.maxLength;
/** Where `/` and the Access Denied button lead (§2). */
export const HOME_PATH = '/manage/leads';
export const LOGIN_PATH = '/login';

/**
 * §9 policy modal page width: window width minus 900 above 1440, otherwise minus 600. The spec sets
 * no floor; ours keeps a readable page on phones, where "minus 600" would be negative.
 */
export const POLICY_PAGE = { wideWindow: 1440, wideOffset: 900, offset: 600, minWidth: 280 } as const;
/** §9 document preview width: window width minus 320, at least 300. */
export const DOCUMENT_PREVIEW_PAGE = { offset: 320, minWidth: 300 } as const;

/** The company named in the footer's copyright line (§1). */
export const COMPANY_NAME = 'Solar Portal';

/** §2/§9 main layout sizes, in px. */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 100;
export const HEADER_HEIGHT = 64;
/** The header slides away once the page has scrolled this far (§9). */
export const HEADER_HIDE_AFTER = 300;
/** Below this viewport width the sidebar becomes a drawer (§2, §9). */
export const MOBILE_MAX_WIDTH = 600;

/** §5: the file types the support form accepts (png and jpeg; .jpg is the same type as .jpeg), as the api does. */
export const SUPPORT_FILE_EXTENSIONS = API_FILE_TYPES.support;

/**
 * A minutes setting from the environment: a positive number, else the fallback. Env values are
 * strings (or missing), and a typo must not turn the idle time-out into 0 (sign out at once) or NaN.
 */
export function parseMinutes(raw: unknown, fallback: number): number {
  const minutes = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : fallback;
}

/** §4/§9 idle time-out: VITE_IDLE_MINUTES, 1440 (one day) when unset or invalid. */
export const IDLE_MINUTES = parseMinutes(import.meta.env.VITE_IDLE_MINUTES, 1440);

/** §9 page sizes. */
export const LEAD_LIST_PAGE_SIZE = 50;
export const TABLE_PAGE_SIZE = 10;

/** §9 maps. */
/** §9's overview view, where the overview map starts when it has leads (leadFeatures.overviewView). */
export const OVERVIEW_MAP_VIEW = { latitude: 35.77, longitude: -119.41, zoom: 7 } as const;
/** §9 "initial overview center 39 / -95": the whole-US view before the leads are known. */
export const INITIAL_OVERVIEW_CENTER = { latitude: 39, longitude: -95 } as const;
export const LEAD_CREATION_ZOOM = 19;
/** The schema's LeadStage names in lead_status order (0–6); their labels are leadEnums.stages. */
export const LEAD_STAGE_NAMES = ['LEAD_CREATED', 'MARKETING_PROPOSAL', 'UTILITY_DATA', 'PRELIMINARY_PROPOSAL', 'SITE_SURVEY', 'DETAILED_PROPOSAL', 'SALE_COMPLETED'] as const;
/** A stage's place in §3's order (0–6), for progress bars and ordering. */
export const stageIndex = (stage: string) => Math.max(0, LEAD_STAGE_NAMES.indexOf(stage as (typeof LEAD_STAGE_NAMES)[number]));
/** §9 marker cluster grid size. */
export const MARKER_CLUSTER_RADIUS = 60;
/**
 * Satellite imagery style URL (a MapLibre style JSON); without it the maps use the offline base
 * map (US states from us-atlas), so they work with no network and no key.
 */
export const MAP_STYLE_URL: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

/** §4/§9: long actions show a progress that rises by 6 each second up to 100. */
export const PROGRESS_STEP_PER_SECOND = 6;
/** §9 leads summary: capacity in MW above this many kW. */
export const SUMMARY_MW_THRESHOLD_KW = 10_000;
