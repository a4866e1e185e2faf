/**
 * Every user-facing text of the spec, written once (conventions §6). Tests import these rather
 * than retyping them. Texts the spec does not fix (marked "not in the spec") are ours and may change.
 * Templated messages are functions so the wording stays here too.
 */
import { offlineTexts } from './offline/texts';

/** §5 validation texts. */
export const validation = {
  required: 'Required',
  phoneRequired: 'Please enter your phone number.',
  phoneFormat: 'Wrong format',
  emailFormat: 'This email address is formatted incorrectly.',
  loginEmailRequired: 'Please input your email.',
  loginPasswordRequired: 'Please enter your password.',
  contactInvalid: 'Please specify valid email or phone #',
  /** §5: at least 6 characters; the popover advises 8. Wording not in the spec. */
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordAdvice: 'Use at least 8 characters. Longer passwords are stronger.',
} as const;

/** §5 password strength levels, as the popover names them (labels not in the spec). */
export const passwordStrength = {
  strong: 'Strong',
  medium: 'Medium',
  short: 'Too short',
} as const;

/**
 * §2 login and sign-up screen (one screen, two modes). The field names are the spec's; headings,
 * button and link wording and the terms notice are not in the spec.
 */
export const auth = {
  appName: 'Solar Portal',
  loginTitle: 'Sign in to your account',
  signupTitle: 'Create your account',
  email: 'Email',
  companyEmail: 'Company email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  phone: 'Phone',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot your password',
  login: 'Log in',
  signup: 'Sign up',
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  /** Shown when an invite link prefills the form. */
  invited: (company: string) => `You were invited to join ${company}.`,
} as const;

/** §6 admin gate and the route fallbacks. */
export const access = {
  deniedTitle: 'Access Denied',
  deniedText: 'Sorry, you are not authorized to access this page.',
  /** Button back to the leads list (label not in the spec). */
  backToLeads: 'Back to Leads',
  /** §2 names the fallback route 'NotFound' (a component name); issue 26: the heading says it in words. */
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist.',
} as const;

/** §8 error normaliser: the status texts (the status number is prefixed for 401–499). */
export const httpStatus = {
  401: 'Unauthorized. Request denied.',
  403: "You don't have permission to access this request on this server",
  404: 'The requested resource was not found on this server.',
  405: 'Request is not allowed.',
} as const;

/** §8 error catalogue. */
export const errors = {
  generic: 'Some error has occurred. Please try again later.',
  tryAgain: 'Some error has occurred. Please try again.',
  leadSubmit: 'There was an error submitting your lead. Please try again.',
  fileUpload: (fileName: string) => `There was an error uploading ${fileName} to the server.`,
  /** Ours (issue 15): a picked file of a type the upload does not take, saying which it takes. */
  fileTypeNotAccepted: (fileName: string, extensions: readonly string[]) =>
    `${fileName} is not a type this upload accepts. Accepted types: ${extensions.join(', ')}.`,
  termsFetch: 'Some error occur please try again later',
  mediaFetch: 'Something went wrong',
  /** Any failure reaching the gateway at all (not in the spec). */
  network: 'Could not reach the server. Please check your connection and try again.',
  /**
   * Ours (issue 26): the gateway is up but the portal service behind it is not (UPSTREAM_UNAVAILABLE,
   * a 502/503/504). Not a sign-out: the session is still valid and nothing typed is lost.
   */
  serviceUnavailable: 'The portal service is unavailable right now. You are still signed in and your work is kept; try again in a moment.',
  /** Ours (issue 28): a change tried offline, refused before it is sent; and a page never read on this device. */
  offline: offlineTexts.refused,
  offlineNotSaved: offlineTexts.notSaved,
} as const;

/** §8 success and info messages (and the §4 ones the shell shows). */
export const success = {
  fileUploaded: (fileName: string) => `${fileName} file uploaded successfully`,
  fileDeleted: 'File deleted successfully.',
  profileUpdated: 'Profile updated successfully.',
  organizationUpdated: 'Organization updated successfully.',
  termsAccepted: 'Terms and Policy Accepted.',
  issueSubmitted: 'Issue submitted successfully.',
  inviteSent: 'Invite sent successfully.',
  /** Ours (issue 15): the gateway's answer when an open invite was replaced. */
  inviteResent: 'Invite re-sent successfully.',
  leadUpdated: 'Lead updated successfully.',
  leadSubmitted: 'Lead submitted successfully.',
  leadCancelled: 'Lead cancelled.',
  // Issue 15 (ours, as the gateway's LEAD_MESSAGES): cancelling keeps the lead.
  leadRestored: 'Lead restored.',
  leadDeleted: 'Lead deleted permanently.',
  resourceDeleted: 'Resource deleted successfully',
  agreementSent: 'Agreement sent successfully.',
  agreementSending: 'Agreement is sending. Please wait.',
  quoteCreated: (id: string | number) => `Quote #${id} created successfully.`,
  quoteGenerated: (id: string | number) => `Quote #${id} generated successfully.`,
  paceQuoteCreated: (id: string | number) => `Pace Quote #${id} created successfully.`,
  passwordResetRequested: 'Email with further instructions have been sent to your email address.',
  passwordChanged: 'Password has been changed successfully. Check your email.',
  supportThankYou: 'Thank you for your feedback. A team member will be in contact with you shortly.',
} as const;

/** Shell texts that are not messages: loading states. */
export const shell = {
  loading: 'Loading…',
  retry: 'Try again',
  /** Ours (issue 26): under the service-unavailable message while it retries on its own. */
  retryingIn: (seconds: number) => `Trying again in ${seconds} s…`,
} as const;

/**
 * §4 terms chain on the login page: one modal per document, in this order. The document names are
 * §1's; the step line, the buttons' wording and the not-configured text are not in the spec.
 */
export const terms = {
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  platformAgreement: 'Platform Access Agreement',
  step: (n: number, total: number) => `Document ${n} of ${total}`,
  intro: 'Please read and accept to continue.',
  accept: 'Accept',
  decline: 'Decline',
  /** The api has no URL for this document (policyDocuments answered null). */
  notConfigured: 'This document is not available yet. You can still accept it to continue.',
} as const;

/** The paged PDF viewer (policy modals, document preview): §2 fixes 'Page n of N'; the rest is ours. */
export const pdfViewer = {
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous page',
  next: 'Next page',
  loading: 'Loading document…',
  loadFailed: 'The document could not be loaded.',
  /** The canvas's accessible name. */
  pageImage: (title: string, page: number, pages: number) => `${title}, page ${page} of ${pages}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  /** The zoom buttons' group (its level, "125 %", is announced as it changes). */
  zoom: 'Zoom',
  /** The scroll area of a zoomable page (its keys: arrows scroll, + and − zoom, 0 fits). */
  pageArea: (title: string) => `${title}: the page (arrow keys scroll, + and − zoom, 0 fits the width)`,
} as const;

/** /password-reset (§2, §8). The success texts are §8's (`success.passwordResetRequested`, `success.passwordChanged`). */
export const passwordReset = {
  requestTitle: 'Reset your password',
  requestText: 'Enter the email address of your account and we will send you a link to set a new password.',
  email: 'Email',
  send: 'Send reset link',
  setTitle: 'Set a new password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  save: 'Change password',
  mismatch: 'The passwords do not match.',
  backToLogin: 'Back to log in',
  goToLogin: 'Go to log in',
} as const;

/** /signup-result (§2): the title and button are the spec's; the welcome sentence is ours. */
export const signupResult = {
  title: 'Registration Successful',
  welcome: (firstName?: string | null) =>
    `${firstName ? `Welcome, ${firstName}! ` : 'Welcome! '}Your account is ready: add leads, generate documents and track your deals in the portal.`,
  goToDashboard: 'Go To Dashboard',
} as const;

/** §2 main layout: navigation, header, account menu, welcome text and footer (wording ours). */
export const layout = {
  skipToContent: 'Skip to main content',
  navLabel: 'Main navigation',
  manage: 'Manage',
  user: 'User',
  leads: 'Leads',
  agreements: 'Agreements',
  proposals: 'Proposals',
  bulkEnrichment: 'Bulk Enrichment',
  prospectNow: 'Prospect Now Bulk Enrichment',
  notifications: 'Notifications',
  profile: 'Profile',
  inviteUser: 'Invite User',
  resources: 'Resources',
  /** The header's side-menu toggle; aria-expanded tells whether the menu is open. */
  menuToggle: 'Side menu',
  closeMenu: 'Close menu',
  accountMenu: 'Account menu',
  editProfile: 'Edit Profile',
  logout: 'Logout',
  welcomeTitle: (firstName: string) => `Welcome, ${firstName}`,
  /** The welcome banner's close button (issue 15: it can be dismissed). */
  dismissWelcome: 'Hide the welcome banner',
  /** §1: names the organization and says what users can do here. */
  welcomeText: (organization: string | null | undefined) =>
    organization
      ? `Here ${organization} can add leads, generate documents and track deals.`
      : 'Here you can add leads, generate documents and track deals.',
  footerLabel: 'Policies',
  privacyPolicy: 'Privacy Policy',
  platformAgreement: 'Platform Access Agreement',
  termsAndConditions: 'Terms and Conditions',
  opensInNewTab: '(opens in a new tab)',
  copyright: (year: number, company: string) => `© ${year} ${company}`,
} as const;

/** §2/§4/§5 CONTACT US popover (field labels and hints ours; the validation texts are §5's). */
export const support = {
  open: 'CONTACT US',
  title: 'Contact us',
  intro: 'Tell us what went wrong and how we can reach you.',
  contact: 'Email or phone #',
  message: 'Message',
  counter: (length: number, max: number) => `${length}/${max}`,
  messageTooLong: (max: number) => `The message can be at most ${max} characters.`,
  file: 'Attachment (optional)',
  attach: 'Attach a file',
  replace: 'Replace file',
  removeFile: (name: string) => `Remove ${name}`,
  fileTypes: (extensions: readonly string[]) => `Accepted: ${extensions.join(', ')}`,
  fileRejected: (name: string, extensions: readonly string[]) =>
    `${name} cannot be attached. Please choose one of these types: ${extensions.join(', ')}.`,
  submit: 'Submit',
  submitting: 'Submitting…',
  close: 'Close',
} as const;

/** §4 idle time-out (wording ours). */
export const idle = {
  signedOut: (minutes: number) => `You were signed out after ${minutes} minutes without activity.`,
} as const;

/** §4 lead intake, lead page and proposal/quote texts (exact spec wording). */
export const leadFlow = {
  prequalifying: 'Please wait while we pre-qualify this address.',
  notEnriched: 'Lead details are not enriched.',
  requestInitiated: 'Request initiated. Please wait.',
  quoteRequested: 'Quote requested successfully.',
  proposalRequested: (id: string | number) => `Proposal #${id} requested successfully.`,
  proposalGenerated: (id: string | number) => `Proposal #${id} generated successfully.`,
  proposalSaving: 'Proposal is saving. Please wait.',
  proposalGenerating: 'Proposal is being generated. Please wait.',
  settingActive: 'Setting Proposal as Active. Please wait.',
  unlocking: 'Unlocking. Please wait.',
  quoteGenerating: 'Quote is generating. Please wait.',
  paceQuoteGenerating: 'PACE Quote is generating. Please wait.',
  proposalStatusChanged: 'Proposal status changed successfully.',
  /** §4 (no final period in the spec). */
  proposalUnlocked: 'Proposal requested successfully',
  /** §8: names the utility data service (UtilityAPI-compatible). */
  utilityDataLoaded: 'Utility data loading from UtilityAPI completed successfully.',
} as const;

/** §3 display labels of proposal types (the stages are `leadEnums.stages`). */
export const leadLabels = {
  proposalTypes: { MARKETING: 'Marketing', PRELIMINARY: 'Preliminary', DETAILED: 'Detailed' },
} as const;

/**
 * §3 enumerations as the screens label them: the seven lead stages (lead_status 0–6) and the ten
 * file kinds (file_type 0–9), indexed by their value. The three kinds §3 only describes ("an
 * energy-modeling tool file" …) are named like the gateway's labels.
 */
export const leadEnums = {
  stages: ['Lead created', 'Marketing proposal', 'Utility data', 'Preliminary proposal', 'Site survey', 'Detailed proposal', 'Sale completed'],
  fileKinds: [
    'Other Files', 'Roof Layout File', 'Direct Access Contract', 'Energy Modeling Tool File', 'Solar Design Tool File',
    'Production Simulation Tool File', 'Site Survey', '15-minute Interval Data', 'Roof Warranty', 'Other PV Design Report',
  ],
} as const;

/**
 * §3 labels the intake wizard offers: owner types, install types, Yes / No / I don't know, the
 * proposal intents and the 25 building uses. §3 names only building uses 1 (Warehouse) and
 * 25 (Orchard); the names between are ours.
 */
export const leadIntakeLabels = {
  /** By the schema's OwnerType enum. */
  ownerTypes: { NON_OWNER_TENANT: 'Non-Owner Tenant', PROPERTY_OWNER: 'Property Owner/Owner-User/Partner', OWNER_REPRESENTATIVE: 'Employee/Representative of Owner' },
  // Issue 26: labels in words (the spec's value 'GroundMount' is the api's, not a label).
  installTypes: { ROOFTOP: 'Rooftop', GROUND_MOUNT: 'Ground mount', CARPORT: 'Carport', MIXED: 'Mixed' },
  yesNoUnknown: { YES: 'Yes', NO: 'No', UNKNOWN: "I don't know" },
  /** By the schema's ProposalIntent enum. */
  proposalIntents: { SOLAR_ONLY: 'Solar Only', SOLAR_UPGRADES: 'Solar + Upgrades', SOLAR_ESS: 'Solar + ESS' },
  /** Index 0 is code 1. */
  buildingUses: [
    'Warehouse', 'Office', 'Retail', 'Manufacturing', 'Distribution Center', 'Cold Storage', 'Shopping Center', 'Hotel',
    'Medical Office', 'Hospital', 'School', 'College / University', 'Government', 'Church', 'Self Storage', 'Auto Dealership',
    'Restaurant', 'Grocery Store', 'Multifamily', 'Parking Structure', 'Data Center', 'Water / Wastewater', 'Farm', 'Winery',
    'Orchard',
  ],
} as const;
