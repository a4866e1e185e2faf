import { describe, expect, it } from 'vitest';
import { leadFlow } from '../../../../messages';
import { pricingFormOf } from '../shared/pricingForm';
import { createdProposalMessage, createProposalInput, emptyProposalForm, proposalEditInput, type ProposalForm } from './proposalForm';

const stored = (): ProposalForm => ({
  ...emptyProposalForm(),
  proposalType: 'DETAILED',
  installationName: 'Warehouse roof',
  pricingModelType: 'Standard',
  surveyScheduledDate: '2026-11-02',
  pricing: pricingFormOf({ systemSize: 250, escalator: 'TWO_PERCENT', epcPrice: 2.1, epcPriceUnit: 'DOLLARS_PER_WATT' }),
});

describe('proposal edit (§5: diff plus pricing model type and dates)', () => {
  it('sends nothing of the pricing when nothing changed, but always the pricing model type and the dates', () => {
    expect(proposalEditInput(stored(), stored())).toEqual({
      pricingModelType: 'Standard', surveyScheduledDate: '2026-11-02', estSolarPisDate: null, estAssessmentFilingDate: null,
    });
  });

  it('sends only the changed pricing values', () => {
    const edited = stored();
    edited.pricing = { ...edited.pricing, systemSize: '300', escalator: 'THREE_PERCENT', region: 'CT' };
    const input = proposalEditInput(stored(), edited);
    expect(input.pricing).toEqual({ systemSize: 300, escalator: 'THREE_PERCENT', region: 'CT' });
    expect(input).not.toHaveProperty('installationName');
  });

  it('sends a changed installation name and changed dates, never rebate or PIS dates', () => {
    const edited = { ...stored(), installationName: 'Warehouse roof B', estSolarPisDate: '2027-03-01', pricingModelType: '' };
    const input = proposalEditInput(stored(), edited);
    expect(input).toMatchObject({ installationName: 'Warehouse roof B', estSolarPisDate: '2027-03-01', pricingModelType: null });
    expect(Object.keys(input)).not.toContain('rebatePayDate');
    expect(Object.keys(input)).not.toContain('pisDate');
  });

  it('sends null for a pricing value that was set and is now emptied (updateProposal clears it: the lead\'s value applies)', () => {
    const edited = stored();
    edited.pricing = { ...edited.pricing, systemSize: ' ', epcPrice: '', epcPriceUnit: '', region: 'CT' };
    expect(proposalEditInput(stored(), edited).pricing).toEqual({ systemSize: null, epcPrice: null, epcPriceUnit: null, region: 'CT' });
  });

  it('sends nothing for a value that was empty and still is, nor for one retyped the same', () => {
    const edited = stored();
    edited.pricing = { ...edited.pricing, essCapacity: '', systemSize: '250.0' };
    expect(proposalEditInput(stored(), edited).pricing).toBeUndefined();
  });
});

describe('create input', () => {
  it('sends the type, the customization flag, the survey date and only the given pricing values', () => {
    const form = { ...emptyProposalForm(), proposalType: 'PRELIMINARY' as const, needCustomization: true, surveyScheduledDate: '2026-12-01' };
    form.pricing = { ...form.pricing, storage: 'TWO_HOUR', essCapacity: '400' };
    expect(createProposalInput('TGVhZDox', form)).toEqual({
      leadId: 'TGVhZDox', proposalType: 'PRELIMINARY', needCustomization: true, surveyScheduledDate: '2026-12-01',
      installationName: undefined, pricingModelType: undefined, pricing: { storage: 'TWO_HOUR', essCapacity: 400 },
    });
  });
});

describe('create message (§4, by status and type)', () => {
  it('status 0 and type 0: a quote was requested', () => {
    expect(createdProposalMessage({ databaseId: 7, proposalStatus: 'REQUESTED', proposalType: 'MARKETING' })).toBe(leadFlow.quoteRequested);
  });
  it('status 0 otherwise: proposal #id requested', () => {
    expect(createdProposalMessage({ databaseId: 7, proposalStatus: 'REQUESTED', proposalType: 'DETAILED' })).toBe('Proposal #7 requested successfully.');
  });
  it('any other status: proposal #id generated', () => {
    expect(createdProposalMessage({ databaseId: 8, proposalStatus: 'PROCESSING', proposalType: 'MARKETING' })).toBe('Proposal #8 generated successfully.');
    expect(createdProposalMessage({ databaseId: 9, proposalStatus: 'GENERATED', proposalType: 'PRELIMINARY' })).toBe(leadFlow.proposalGenerated(9));
  });
});
