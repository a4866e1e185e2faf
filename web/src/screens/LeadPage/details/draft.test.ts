import { describe, expect, it } from 'vitest';
import { fieldTexts } from '../../../components/form/texts';
import { buildUpdateInput, contactProblem, draftFrom, fieldKeyOfUserError, mergeContacts, normalizeDate, validateDraft, type LeadValues } from './draft';

const lead: LeadValues = {
  name: 'Warehouse 12',
  notes: null,
  energyReseller: null,
  ownerType: null,
  customer: { firstName: 'Ada', lastName: 'Lovelace', phoneNumbers: ['+15551234567'], emails: ['ada@example.com'] },
  property: { siteAddress: '1 Main St', latitude: 34.1, longitude: -118.2, annualConsumption: 120000 },
  designData: { surveyScheduledDate: null, epcCost: 250000 },
  projectInfo: null,
};

describe('phone numbers and emails are merged with the existing ones (§5)', () => {
  it('keeps the existing numbers, adds new ones once, with +1 and digits', () => {
    expect(mergeContacts(['+15551234567'], { added: ['555 987 6543', '(555) 123-4567'], removed: [] }, 'phone')).toEqual([
      '+15551234567',
      '+15559876543',
    ]);
  });

  it('issue 26: a phone pasted with +1, dots or brackets joins the list as +1 and ten digits; a wrong one says why', () => {
    expect(contactProblem('+1 (937) 555-0142', 'phone', [])).toBeNull();
    expect(contactProblem('1-937-555-0142', 'phone', [])).toBeNull();
    expect(mergeContacts([], { added: ['+1 937.555.0142', '1-937-555-0142'], removed: [] }, 'phone')).toEqual(['+19375550142']);
    expect(contactProblem('937-555-0142 x12', 'phone', [])).toBe(fieldTexts.phoneExtension);
    expect(contactProblem('555-0142', 'phone', [])).toBe(fieldTexts.phoneTooShort(7));
    expect(contactProblem('(937) 555-0142', 'phone', ['+19375550142'])).not.toBeNull();
  });

  it('drops removed entries and compares emails case-insensitively', () => {
    expect(mergeContacts(['a@x.com', 'b@x.com'], { added: ['A@X.com', 'c@x.com'], removed: ['b@x.com'] }, 'email')).toEqual(['a@x.com', 'c@x.com']);
  });

  it('merges into the lead as it is at Update, not as it was when editing began', () => {
    const draft = draftFrom(lead);
    draft.phones.added.push('5559876543');
    const changedMeanwhile = { ...lead, customer: { ...lead.customer, phoneNumbers: ['+15551234567', '+15550000000'] } };
    expect(buildUpdateInput(changedMeanwhile, draft)).toEqual({ customer: { phoneNumbers: ['+15551234567', '+15550000000', '+15559876543'] } });
  });
});

describe('dates are sent normalized (§5)', () => {
  it.each([
    ['2026-03-04', '2026-03-04'],
    ['03-04-2026', '2026-03-04'],
    ['03/04/2026', '2026-03-04'],
    ['', null],
  ])('%s → %s', (input, expected) => expect(normalizeDate(input)).toBe(expected));

  it('refuses impossible dates', () => {
    expect(normalizeDate('02-30-2026')).toBeUndefined();
    expect(normalizeDate('soon')).toBeUndefined();
  });
});

describe('the update input', () => {
  it('sends only what changed: dates normalized, numbers parsed, emptied fields cleared', () => {
    const draft = draftFrom(lead);
    draft.values.designData.surveyScheduledDate = '07/01/2026';
    draft.values.designData.epcCost = '260000.5';
    draft.values.property.annualConsumption = '';
    draft.values.lead.name = '  Warehouse 12b ';
    expect(buildUpdateInput(lead, draft)).toEqual({
      name: 'Warehouse 12b',
      property: { annualConsumption: null },
      designData: { surveyScheduledDate: '2026-07-01', epcCost: 260000.5 },
    });
  });

  it('is null when nothing changed (no request is sent)', () => {
    expect(buildUpdateInput(lead, draftFrom(lead))).toBeNull();
  });

  it('validates inline: required name, numbers, dates, links', () => {
    const draft = draftFrom(lead);
    draft.values.lead.name = ' ';
    draft.values.designData.epcCost = '-';
    draft.values.designData.surveyCompleteDate = '13-45-2026';
    draft.values.designData.helioscopeLink = 'helioscope';
    expect(validateDraft(draft)).toEqual({
      'lead.name': 'Required',
      'designData.epcCost': 'Enter a number.',
      'designData.surveyCompleteDate': 'Enter a valid date.',
      'designData.helioscopeLink': 'Enter a link starting with http:// or https://.',
    });
  });

  // Issue 11: a value the api refuses is refused here first, in the api's words and range.
  it("refuses numbers outside the api's range for the field", () => {
    const draft = draftFrom(lead);
    draft.values.designData.epcCost = '-5';
    draft.values.property.buildingUse = '26';
    draft.values.designData.essWarrantyLength = '100';
    expect(validateDraft(draft)).toEqual({
      'designData.epcCost': 'Ensure this value is greater than or equal to 0.',
      'property.buildingUse': 'Ensure this value is less than or equal to 25.',
    });
  });

  it('maps the input paths of refusals onto the form', () => {
    expect(fieldKeyOfUserError('input.designData.epcCost')).toBe('designData.epcCost');
    expect(fieldKeyOfUserError('input.customer.phoneNumbers.0')).toBe('customer.phoneNumbers');
    expect(fieldKeyOfUserError('input.name')).toBe('lead.name');
    expect(fieldKeyOfUserError(null)).toBeNull();
    expect(fieldKeyOfUserError('id')).toBeNull();
  });
});

describe('the site in edit mode (issue 12)', () => {
  it('an address typed without a suggestion is sent alone: the api places it', () => {
    const draft = draftFrom(lead);
    draft.values.property.siteAddress = '210 Capitol Ave, Hartford, CT 06106';
    draft.site = { latitude: null, longitude: null, precision: null };
    expect(buildUpdateInput(lead, draft)).toEqual({ property: { siteAddress: '210 Capitol Ave, Hartford, CT 06106' } });
  });

  it('a chosen suggestion sends its place and precision with the address; an unmoved pin sends nothing', () => {
    expect(buildUpdateInput(lead, draftFrom(lead))).toBeNull();
    const draft = draftFrom(lead);
    draft.values.property.siteAddress = '210 Capitol Ave, Hartford, CT 06106';
    draft.site = { latitude: 41.764, longitude: -72.682, precision: 'ZIP' };
    expect(buildUpdateInput(lead, draft)).toEqual({
      property: { siteAddress: '210 Capitol Ave, Hartford, CT 06106', latitude: 41.764, longitude: -72.682, locationPrecision: 'ZIP' },
    });
  });
});
