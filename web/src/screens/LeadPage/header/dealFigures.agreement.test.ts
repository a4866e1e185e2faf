import { describe, expect, it } from 'vitest';
import { dealFigures } from './dealFigures';
import { dealHeaderTexts as t } from './dealTexts';

/** Issue 26 item 8: with both an LOI and a PPA signed the deal header shows the PPA; item 14: countersignature due / fully executed. */
const agreementOf = (agreements: Parameters<typeof dealFigures>[0]['agreements']) =>
  dealFigures({ dealFigures: null, proposals: [], agreements }).find((f) => f.key === 'agreement')!;

describe('the deal header\'s agreement', () => {
  const ppa = { agreementType: 'CLEAN_ENERGY_PPA', agreementTypeLabel: 'Clean Energy PPA', signed: true, signedDatetime: '2026-04-05T12:00:00Z', superseded: false, status: 'SIGNED' };
  const loi = { agreementType: 'LOI', agreementTypeLabel: 'LOI', signed: true, signedDatetime: '2026-04-06T12:00:00Z', superseded: false, status: 'SIGNED' };

  it('shows the PPA, not a newer LOI, once both are signed', () => {
    expect(agreementOf([loi, ppa]).value).toBe(t.agreementSigned('Clean Energy PPA'));
    expect(agreementOf([ppa, loi]).value).toBe(t.agreementSigned('Clean Energy PPA'));
    // A voided or superseded PPA is not in force: the LOI is the deal's agreement then.
    expect(agreementOf([loi, { ...ppa, status: 'VOIDED' }]).value).toBe(t.agreementSigned('LOI'));
  });

  it('says the countersignature is due, then fully executed', () => {
    expect(agreementOf([ppa]).help).toContain('countersignature due');
    expect(agreementOf([{ ...ppa, status: 'EXECUTED' }]).help).toContain('fully executed');
  });
});
