/** §9 business constants the shell uses (the rest arrive with the screens that need them). */

/** Error toasts stay 10 s (§8, §9). */
export const ERROR_TOAST_MS = 10_000;
/** The "Request initiated" info message stays 5 s (§9). */
export const INFO_TOAST_MS = 5_000;
/** Phone country code (§5, §9): the phone sent is this followed by the digits. */
export const PHONE_COUNTRY_CODE = '+1';
/** Support message limit (§5, §9). */
export const SUPPORT_MESSAGE_MAX = 1024;
/** Where `/` and the Access Denied button lead (§2). */
export const HOME_PATH = '/manage/leads';
export const LOGIN_PATH = '/login';
