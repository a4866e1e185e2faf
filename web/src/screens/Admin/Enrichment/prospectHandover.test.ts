import { describe, expect, it } from 'vitest';
import { leadIntakeLabels } from '../../../messages';
import { applyProspectPrefill, emptyDraft, initialDraft } from '../../IntakeForm/draft';
import { buildingUseCodeOf, newLeadLink, ownerTypeLabel } from './enrichment';

/** Issue 26, item 7: Prospect → New Lead carries the owner type, building use and size and the business name, and owner types read as labels. */
describe('prospect → New Lead', () => {
  it('carries what enrichment found and the business name in the link', () => {
    const link = newLeadLink({ address: '1 Main St, Fresno, CA', ownerType: 'OWNER_REPRESENTATIVE', propertyUse: 'Cold Storage', buildingSize: 86000.4, businessName: 'Kowalski & Sons' });
    const params = new URL(link, 'http://web.test').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      address: '1 Main St, Fresno, CA', ownerType: 'OWNER_REPRESENTATIVE', buildingUse: '6', buildingSize: '86000', businessName: 'Kowalski & Sons',
    });
    expect(leadIntakeLabels.buildingUses[5]).toBe('Cold Storage');
    // Missing facts are left out, not sent as "null".
    expect(newLeadLink({ address: '2 Main St', ownerType: null, propertyUse: 'Lighthouse', buildingSize: null, businessName: null })).toBe('/manage/intake-form?address=2+Main+St');
    expect(buildingUseCodeOf('warehouse')).toBe(1);
  });

  it('prefills the wizard from it, taking only values the wizard offers', () => {
    sessionStorage.clear();
    const draft = initialDraft('1 Main St, Fresno, CA', { ownerType: 'OWNER_REPRESENTATIVE', buildingUse: '6', buildingSize: '86000', businessName: 'Kowalski & Sons' });
    expect(draft.property).toMatchObject({ address: '1 Main St, Fresno, CA', ownerType: 'OWNER_REPRESENTATIVE', buildingUse: '6', buildingSize: '86000' });
    expect(draft.customer.leadName).toBe('Kowalski & Sons');
    const odd = applyProspectPrefill(emptyDraft('x'), { ownerType: 'ROOT', buildingUse: '99', buildingSize: '1e9; drop', businessName: `A\u0000B${'c'.repeat(300)}` });
    expect(odd.property).toMatchObject({ ownerType: '', buildingUse: '', buildingSize: '' });
    expect(odd.customer.leadName).toHaveLength(200);
    expect(odd.customer.leadName.startsWith('A B')).toBe(true);
  });

  it('shows owner types by their labels, never the code', () => {
    expect(ownerTypeLabel('OWNER_REPRESENTATIVE')).toBe('Employee/Representative of Owner');
    expect(ownerTypeLabel(null)).toBeNull();
  });
});
