import { describe, expect, it } from 'vitest';
import { LEAD_CREATION_ZOOM } from '../../constants';
import { emptyDraft, type WizardDraft } from './draft';
import { createLeadInput, projectInput, stepUpdateInput } from './payload';

const draft: WizardDraft = {
  ...emptyDraft(),
  customer: {
    leadName: ' Valley Cold Storage ', firstName: 'Maria', lastName: 'Alvarez', role: '', emails: ['maria@valley.example', ''],
    phones: ['5595550101', '5595550102'], mailingAddress: '',
  },
  property: {
    ...emptyDraft().property, address: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.71161, longitude: -119.77224,
    ownerType: 'NON_OWNER_TENANT', buildingUse: '6', buildingSize: '48000', installType: 'ROOFTOP', hasSolar: 'NO',
  },
};

describe('createLead variables', () => {
  it('send phones as +1 and the digits, the pin as the location, zoom 19', () => {
    const input = createLeadInput(draft);
    expect(input.name).toBe('Valley Cold Storage');
    expect(input.customer?.phoneNumbers).toEqual(['+15595550101', '+15595550102']);
    expect(input.customer?.emails).toEqual(['maria@valley.example']);
    expect(input.customer?.role).toBeNull();
    expect(input.property).toMatchObject({
      siteAddress: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.71161, longitude: -119.77224,
      buildingUse: 6, buildingSize: 48000, installType: 'ROOFTOP', hasSolar: 'NO', ownerType: 'NON_OWNER_TENANT',
    });
    expect(input.ownerType).toBe('NON_OWNER_TENANT');
    expect(input.zoomLevel).toBe(LEAD_CREATION_ZOOM);
  });
});

describe('updates of the created lead', () => {
  it('send the project step as the lead\'s own fields, the intent as project_info.proposal_intent (an enum)', () => {
    const input = projectInput({
      ...draft.project, proposalType: 'DETAILED', intent: 'SOLAR_ESS', essCapacity: '250', workingWithRoofer: 'UNKNOWN', roofWarranty: 'YES',
      warrantyLength: '15', upgrades: 'LED, HVAC ,', notes: 'Roof redone 2019',
    });
    expect(input).toMatchObject({ proposalType: 'DETAILED', upgrades: ['LED', 'HVAC'], workingWithRoofer: 'UNKNOWN', roofWarranty: 'YES', warrantyLength: 15 });
    expect(input.projectInfo).toEqual({ essCapacity: 250, proposalIntent: 'SOLAR_ESS' });
    expect(input.designData).toEqual({ roofWarrantyLength: 15, essCapacity: 250 });
    expect(input.property).toEqual({ projectNotes: 'Roof redone 2019' });
  });

  it('send unanswered project questions as null, which clears them', () => {
    const input = projectInput({ ...draft.project, proposalType: '', upgrades: ' , ', workingWithRoofer: '', roofWarranty: '', warrantyLength: '' });
    expect(input).toMatchObject({ proposalType: null, upgrades: null, workingWithRoofer: null, roofWarranty: null, warrantyLength: null });
  });

  it('save each step into the lead; the upload steps send nothing', () => {
    expect(stepUpdateInput(draft, 0)).toMatchObject({ name: 'Valley Cold Storage', customer: { phoneNumbers: ['+15595550101', '+15595550102'] } });
    expect(stepUpdateInput(draft, 1)).toMatchObject({ property: { latitude: 36.71161, longitude: -119.77224 }, zoomLevel: 19 });
    expect(stepUpdateInput(draft, 2)).toMatchObject({ proposalType: 'MARKETING', projectInfo: { proposalIntent: 'SOLAR_ONLY' } });
    expect(stepUpdateInput(draft, 3)).toBeNull();
    expect(stepUpdateInput({ ...draft, notes: '' }, 4)).toEqual({ notes: null });
  });
});

describe('drafts saved by an older version of the form', () => {
  it('read the owner type and intent labels they held as the enum names', async () => {
    const { loadDraft } = await import('./draft');
    sessionStorage.setItem('intake-wizard-draft', JSON.stringify({ step: 2, property: { ownerType: 'Property Owner/Owner-User/Partner' }, project: { intent: 'Solar + Upgrades' } }));
    expect(loadDraft()).toMatchObject({ step: 2, property: { ownerType: 'PROPERTY_OWNER' }, project: { intent: 'SOLAR_UPGRADES' } });
    sessionStorage.setItem('intake-wizard-draft', JSON.stringify({ property: { ownerType: 'Landlord' }, project: { intent: 'SOLAR_ESS' } }));
    expect(loadDraft()).toMatchObject({ property: { ownerType: '' }, project: { intent: 'SOLAR_ESS' } });
    sessionStorage.clear();
  });
});
