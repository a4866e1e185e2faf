import { describe, expect, it } from 'vitest';
import { emptyDraft, type WizardDraft } from './draft';
import { placeOf, placeWizardErrors, standingErrors, summaryLines } from './serverErrors';
import { customerText, wizardText } from './texts';

const draft: WizardDraft = {
  ...emptyDraft(),
  customer: { ...emptyDraft().customer, leadName: 'N'.repeat(600), emails: ['', 'a@x.example', '', 'b@x.example'], phones: ['5595550101', '', '5595550102'] },
};

describe('the wizard step and field of an input path', () => {
  it('finds the step that owns each field', () => {
    expect(placeOf('input.name', draft)).toEqual({ step: 0, key: 'leadName' });
    expect(placeOf('input.customer.name', draft)).toEqual({ step: 0, key: 'firstName' });
    expect(placeOf('input.property.siteAddress', draft)).toEqual({ step: 1, key: 'address' });
    expect(placeOf('input.ownerType', draft)).toEqual({ step: 1, key: 'ownerType' });
    expect(placeOf('input.upgrades.3', draft)).toEqual({ step: 2, key: 'upgrades' });
    expect(placeOf('input.projectInfo.userInputData.proposal_intent', draft)).toEqual({ step: 2, key: 'intent' });
    expect(placeOf('input.property.projectNotes', draft)).toEqual({ step: 2, key: 'notes' });
    expect(placeOf('input.notes', draft)).toEqual({ step: 4, key: 'notes' });
    expect(placeOf('input.energyReseller', draft)).toBeNull();
    expect(placeOf('id', draft)).toBeNull();
    expect(placeOf(null, draft)).toBeNull();
  });

  it('maps list indexes of what was sent back to the draft\'s entries (blank ones are not sent)', () => {
    expect(placeOf('input.customer.emails.0', draft)).toEqual({ step: 0, key: 'emails.1' });
    expect(placeOf('input.customer.emails.1', draft)).toEqual({ step: 0, key: 'emails.3' });
    expect(placeOf('input.customer.phoneNumbers.1', draft)).toEqual({ step: 0, key: 'phones.2' });
  });

  it('keeps a message while its field holds the refused value', () => {
    const placed = placeWizardErrors([{ field: 'input.name', messages: ['Too long.'] }, { field: null, messages: ['Also this.'] }], draft);
    expect(placed.firstStep).toBe(0);
    expect(standingErrors(placed, draft, 0)).toEqual({ leadName: 'Too long.' });
    expect(summaryLines(placed, draft, 1)).toEqual([`${customerText.leadName} (${wizardText.steps[0]}): Too long.`, 'Also this.']);
    const fixed = { ...draft, customer: { ...draft.customer, leadName: 'Short' } };
    expect(standingErrors(placed, fixed, 0)).toEqual({});
    expect(summaryLines(placed, fixed, 0)).toEqual(['Also this.']);
  });
});
