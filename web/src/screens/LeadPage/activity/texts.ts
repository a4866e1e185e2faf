import { leadEnums } from '../../../messages';
import { LEAD_STAGE_NAMES } from '../../../constants';
import { GROUPS, type GroupKey } from '../details/fields';

type Maybe<T> = T | null | undefined;

/** The activity timeline's words (issue 15); tests import them. */
export const activityTexts = {
  heading: 'Activity',
  listLabel: 'Activity of this lead, newest first',
  empty: 'No activity yet',
  emptyHint: 'Edits, documents, files and signatures will show up here as they happen.',
  loadMore: 'Load more',
  loadingMore: 'Loading more activity…',
  customer: 'The customer',
  system: 'The system',
  /** Issue 26 item 15: the entry's lead words, with actions.reminderSent after them. */
  reminderSent: 'Reminder sent',
  someone: 'Someone',
  actions: {
    created: 'created the lead',
    edited: (fields: string) => (fields ? `edited ${fields}` : 'edited the lead'),
    reassigned: (from: Maybe<string>, to: Maybe<string>) =>
      to && from ? `reassigned the lead from ${from} to ${to}` : to ? `assigned the lead to ${to}` : from ? `unassigned ${from} from the lead` : 'changed the lead\'s assignment',
    movedOrganization: (from: Maybe<string>, to: Maybe<string>) => `moved the lead from ${from ?? 'another organization'} to ${to ?? 'another organization'}`,
    imageReplaced: 'updated the system image',
    imageRemoved: 'removed the system image',
    stageReached: (stage: string) => `moved the lead to ${stage}`,
    proposalCreated: (doc: string) => `created ${doc}`,
    proposalCustomizationRequested: (doc: string) => `asked for a customized ${doc}; the lead's proposals are locked until an admin unlocks them`,
    proposalsUnlocked: 'unlocked the lead\'s proposals',
    proposalGenerated: (doc: string) => `generated ${doc}`,
    proposalUploaded: (doc: string) => `uploaded the PDF of ${doc}`,
    quoteCreated: (doc: string) => `created ${doc}`,
    quoteGenerated: (doc: string) => `generated ${doc}`,
    agreementSent: (doc: string, to: Maybe<string>) => (to ? `sent ${doc} to ${to}` : `sent ${doc}`),
    agreementResent: (doc: string, to: Maybe<string>) => (to ? `resent ${doc} to ${to}` : `resent ${doc}`),
    agreementViewed: (doc: string) => `opened ${doc}`,
    agreementSigned: (doc: string) => `signed ${doc}`,
    agreementVoided: (doc: string) => `voided ${doc}`,
    agreementCountersigned: (doc: string) => `countersigned ${doc}: fully executed`,
    // The web proposal link (issue 15).
    proposalLinkCreated: (doc: string) => `shared a web link to ${doc}`,
    proposalViewed: (doc: string) => `opened the web link to ${doc}`,
    proposalLinkRevoked: (doc: string) => `withdrew a web link to ${doc}`,
    // Issue 26: the rep e-mailed a web proposal link; the customer accepted the proposal on its page.
    proposalLinkEmailed: (doc: string, to: Maybe<string>) => (to ? `e-mailed a web link to ${doc} to ${to}` : `e-mailed a web link to ${doc}`),
    proposalAccepted: (doc: string) => `accepted ${doc} on its web page`,
    fileUploaded: (name: string) => `uploaded ${name}`,
    fileDeleted: (name: string) => `deleted ${name}`,
    cancelled: (reason: Maybe<string>) => (reason ? `cancelled the lead — ${reason}` : 'cancelled the lead'),
    restored: 'restored the lead',
    // Issue 26, item 18: the handoff after the sale.
    handedOff: 'handed the lead to an EPC organization',
    handoffRevoked: 'revoked the handoff to the EPC organization',
    handoffStepUpdated: 'updated the handoff checklist',
    reminderSent: (to: Maybe<string>, day: Maybe<number>, about: string) => `to ${to ?? 'the customer'}${day != null ? ` (day ${day})` : ''} about ${about}`,
    unknown: 'changed the lead',
  },
  documents: {
    proposal: (type: Maybe<string>, id: Maybe<number>) => [type ? `${type} proposal` : 'a proposal', id != null ? `#${id}` : ''].filter(Boolean).join(' '),
    quote: (pace: boolean, id: Maybe<number>) => [pace ? 'PACE quote' : 'quote', id != null ? `#${id}` : ''].filter(Boolean).join(' '),
    agreement: (type: Maybe<string>, id: Maybe<number>) => [type ?? 'the agreement', id != null ? `#${id}` : ''].filter(Boolean).join(' '),
    file: 'a file',
    proposalLink: (proposal: string) => `the web link to ${proposal}`,
  },
  /** "Notes, First name and 2 more": at most this many field names, then a count. */
  maxFieldsNamed: 3,
  andMore: (n: number) => `${n} more`,
} as const;

const GROUP_KEYS: Record<string, GroupKey> = { customer: 'customer', property: 'property', designData: 'designData', projectInfo: 'projectInfo' };
/** Field keys the Details tab does not list, named here. */
const EXTRA_LABELS: Record<string, string> = {
  proposalType: 'Proposal type',
  'customer.emails': 'Customer e-mails',
  'customer.phoneNumbers': 'Customer phone numbers',
  'intake.upgrades': 'Planned upgrades',
  'intake.workingWithRoofer': 'Working with a roofer',
  'intake.roofWarranty': 'Roof warranty',
  'intake.warrantyLength': 'Warranty length',
};

/** "buildingUse" → "Building use": a readable name for a key no list names. */
const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The label of an edited field key as the gateway names it ("customer.firstName", "notes"):
 * the Details tab's label (details/fields.ts), so the timeline and the form say the same thing.
 */
export function fieldLabel(key: string): string {
  if (EXTRA_LABELS[key]) return EXTRA_LABELS[key];
  const dot = key.indexOf('.');
  const group = dot < 0 ? 'lead' : GROUP_KEYS[key.slice(0, dot)];
  const name = dot < 0 ? key : key.slice(dot + 1);
  const def = group ? GROUPS.find((g) => g.key === group)?.fields.find((f) => f.name === name) : undefined;
  return def?.label ?? humanize(name);
}

/** The edited fields as one phrase: "Notes, First name and 2 more" (lower-cased after the first). */
export function fieldsPhrase(keys: readonly string[]): string {
  const labels = [...new Set(keys.map(fieldLabel))];
  const named = labels.slice(0, activityTexts.maxFieldsNamed);
  const rest = labels.length - named.length;
  const parts = rest > 0 ? [...named, activityTexts.andMore(rest)] : named;
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** A stage enum name as its label ("SITE_SURVEY" → "Site survey"). */
export const stageLabel = (stage: Maybe<string>) => leadEnums.stages[LEAD_STAGE_NAMES.indexOf(stage as (typeof LEAD_STAGE_NAMES)[number])] ?? stage ?? '';
