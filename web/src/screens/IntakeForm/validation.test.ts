import { describe, expect, it } from 'vitest';
import { validation } from '../../messages';
import { API_LIMITS } from '../../validation/limits';
import { emptyDraft, type WizardDraft } from './draft';
import { customerText, projectText, propertyText } from './texts';
import { stepErrors, validateCustomer, validateNotes, validateProject, validateProperty } from './validation';

const customer = (over: Partial<WizardDraft['customer']> = {}) => ({
  ...emptyDraft().customer, leadName: 'Valley Cold Storage', firstName: 'Maria', lastName: 'Alvarez', emails: ['maria@valley.example'], phones: ['5595550101'], ...over,
});

describe('step 1 (customer)', () => {
  it('requires the lead name, names, the first email and the first phone', () => {
    expect(validateCustomer(emptyDraft().customer)).toEqual({
      leadName: validation.required,
      firstName: validation.required,
      lastName: validation.required,
      'emails.0': validation.required,
      'phones.0': validation.phoneRequired,
    });
    expect(validateCustomer(customer())).toEqual({});
  });

  it('§5: emails must be email-shaped; further empty entries are ignored', () => {
    expect(validateCustomer(customer({ emails: ['nope', ''] }))).toEqual({ 'emails.0': validation.emailFormat });
    expect(validateCustomer(customer({ emails: ['a@b.co', 'x@y'] }))).toEqual({ 'emails.1': validation.emailFormat });
  });

  it('§5: phones are digits only (the +1 is fixed) and ten of them', () => {
    expect(validateCustomer(customer({ phones: ['559-555-0101'] }))).toEqual({ 'phones.0': validation.phoneFormat });
    expect(validateCustomer(customer({ phones: ['55955501'] }))).toEqual({ 'phones.0': customerText.phoneLength });
    expect(validateCustomer(customer({ phones: ['5595550101', '12ab'] }))).toEqual({ 'phones.1': validation.phoneFormat });
    expect(validateCustomer(customer({ phones: ['5595550101', ''] }))).toEqual({});
  });
});

describe('step 2 (property)', () => {
  const property = { ...emptyDraft().property, address: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.7, longitude: -119.7, ownerType: 'NON_OWNER_TENANT' as const };
  it('needs an address and the owner type; a typed address not yet on the map is accepted (issue 12)', () => {
    expect(validateProperty(emptyDraft().property)).toEqual({ address: validation.required, ownerType: validation.required });
    expect(validateProperty({ ...property, latitude: null, longitude: null })).toEqual({});
    expect(validateProperty(property)).toEqual({});
  });
  it('checks the building size as a number within the api\'s range', () => {
    expect(validateProperty({ ...property, buildingSize: '-' })).toEqual({ buildingSize: propertyText.notANumber });
    expect(validateProperty({ ...property, buildingSize: '-5' })).toEqual({ buildingSize: projectText.outOfRange(API_LIMITS.lead.buildingSize.maximum) });
    expect(validateProperty({ ...property, buildingSize: '100000001' })).toEqual({ buildingSize: projectText.outOfRange(API_LIMITS.lead.buildingSize.maximum) });
    expect(validateProperty({ ...property, buildingSize: '12000' })).toEqual({});
  });

  it('refuses what the api refuses: a site address over its length', () => {
    expect(validateProperty({ ...property, address: 'A'.repeat(501) }).address).toBe(projectText.tooLong(500));
  });
});

describe('the api\'s lengths (a draft from an older form can exceed them)', () => {
  it('checks the customer\'s texts', () => {
    const customer = { leadName: 'N'.repeat(201), firstName: 'F'.repeat(151), lastName: 'Alvarez', role: 'R'.repeat(151), emails: [`${'e'.repeat(250)}@x.example`], phones: ['5595550101'], mailingAddress: 'M'.repeat(501) };
    expect(validateCustomer(customer)).toEqual({
      leadName: projectText.tooLong(200), firstName: projectText.tooLong(150), role: projectText.tooLong(150),
      mailingAddress: projectText.tooLong(500), 'emails.0': projectText.tooLong(254),
    });
  });

  it('checks each upgrade and their number', () => {
    const project = { ...emptyDraft().project, intent: 'SOLAR_UPGRADES' as const };
    expect(validateProject({ ...project, upgrades: `LED, ${'H'.repeat(101)}` }).upgrades).toBe(projectText.upgradeTooLong(100));
    expect(validateProject({ ...project, upgrades: Array.from({ length: 21 }, (_, i) => `U${i}`).join(',') }).upgrades).toBe(projectText.tooManyUpgrades(20));
    expect(validateProject({ ...project, upgrades: 'LED, HVAC' }).upgrades).toBeUndefined();
  });
});

describe('step 3 (project)', () => {
  const project = emptyDraft().project;
  it('asks for upgrades or ESS capacity when the intent needs them', () => {
    expect(validateProject(project)).toEqual({});
    expect(validateProject({ ...project, intent: 'SOLAR_UPGRADES' })).toEqual({ upgrades: validation.required });
    expect(validateProject({ ...project, intent: 'SOLAR_ESS' })).toEqual({ essCapacity: validation.required });
    expect(validateProject({ ...project, intent: 'SOLAR_ESS', essCapacity: '250' })).toEqual({});
  });
  it('needs a warranty length (0–100 years) when there is a roof warranty', () => {
    expect(validateProject({ ...project, roofWarranty: 'YES' })).toEqual({ warrantyLength: validation.required });
    expect(validateProject({ ...project, roofWarranty: 'YES', warrantyLength: '120' })).toEqual({ warrantyLength: projectText.outOfRange(100) });
    expect(validateProject({ ...project, roofWarranty: 'YES', warrantyLength: '15' })).toEqual({});
  });
  it('requires the proposal type', () => {
    expect(validateProject({ ...project, proposalType: '' })).toEqual({ proposalType: validation.required });
  });
});

describe('steps 4–5', () => {
  it('limit the notes; the upload steps have no fields of their own', () => {
    expect(validateNotes('x'.repeat(5001))).toEqual({ notes: projectText.tooLong(5000) });
    expect(validateNotes('ok')).toEqual({});
    expect(stepErrors({ ...emptyDraft(), step: 3 }, 3)).toEqual({});
  });
});
