import { formatDate, formatPlain, formatRate, formatUsd } from '../deals/shared/format';
import { dealHeaderTexts as t } from './dealTexts';

/**
 * The deal's figures as the gateway answers them (`Lead.dealFigures`): the api prices them with
 * shared/pricing's one computation — the active proposal's generated figures (what its PDF and web
 * page print), else its values or the lead's priced now (issue 25).
 */
export interface DealFiguresData {
  readonly source: string;
  readonly proposalDatabaseId: number | null | undefined;
  readonly generated: boolean;
  readonly systemSize: number | null | undefined;
  readonly estimatedYearProduction: number | null | undefined;
  readonly contractPrice: number | null | undefined;
  readonly contractPricePerWatt: number | null | undefined;
  readonly ppaRate: number | null | undefined;
  readonly ppaEscalator: number | null | undefined;
  readonly year25CumulativeSavings: number | null | undefined;
}

/** The parts of the lead the deal header reads (DealHeader_lead), structurally. */
export interface DealLead {
  readonly dealFigures: DealFiguresData | null | undefined;
  readonly proposals: ReadonlyArray<{
    readonly databaseId: number;
    readonly isActive: boolean;
    readonly proposalTypeLabel: string;
    readonly proposalStatus: string;
    readonly proposalStatusLabel: string;
    readonly dateGenerated: string | null | undefined;
  }>;
  readonly agreements: ReadonlyArray<{ readonly agreementType?: string; readonly agreementTypeLabel: string; readonly signed: boolean; readonly signedDatetime: string | null | undefined; readonly superseded: boolean; readonly status?: string }>;
}

export type FigureKey = keyof typeof t.figures;
/** One stat card: its value, and a line under it (the source, or a second unit). */
export interface Figure { key: FigureKey; label: string; value: string; help: string | null }

const perWatt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const num = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The numbers a rep quotes, all from the gateway's dealFigures (the api's pricing model, the one
 * the proposal and quote PDFs, the customer's web page and the dialogs' preview run): the price is
 * the contract price and its $/W, as the proposal prints it. PPA rate and savings are shown once
 * the active proposal is generated; size, production and price before that too, from its values or
 * the lead's, said so. Anything unknown stays '—': nothing is invented.
 */
export function dealFigures(lead: DealLead): Figure[] {
  const active = lead.proposals.find((p) => p.isActive);
  const f = lead.dealFigures;
  const fromProposal = f?.source === 'PROPOSAL' && f.proposalDatabaseId != null;
  const source = f ? (fromProposal ? t.fromProposal(f.proposalDatabaseId!) : t.fromLead) : null;
  const generated = f?.generated === true;

  const figure = (key: FigureKey, value: string | null, help: string | null = null): Figure => ({ key, label: t.figures[key], value: value ?? t.empty, help });
  const price = num(f?.contractPrice) ? f.contractPrice : null;
  const rate = num(f?.contractPricePerWatt) ? f.contractPricePerWatt : null;
  const priceHelp = [rate !== null && price !== null ? t.perWatt(perWatt.format(rate)) : null, !fromProposal && price !== null ? t.fromLead : null].filter(Boolean).join(' · ');
  const ppaRate = generated ? f?.ppaRate : null;
  const savings = generated ? f?.year25CumulativeSavings : null;
  return [
    figure('systemSize', num(f?.systemSize) ? t.kwDc(formatPlain(f.systemSize)) : null, num(f?.systemSize) ? source : null),
    figure('production', num(f?.estimatedYearProduction) ? t.kwhYear(formatPlain(f.estimatedYearProduction)) : null, num(f?.estimatedYearProduction) ? source : null),
    figure('epcPrice', price !== null ? formatUsd(price) : null, priceHelp || null),
    figure('ppaRate', num(ppaRate) ? formatRate(ppaRate) : null, num(ppaRate) && typeof f?.ppaEscalator === 'number' ? t.escalator(formatPlain(f.ppaEscalator)) : null),
    // A loss is printed as the proposal prints it (issue 25: a PPA above the utility's rate costs the customer money).
    figure('savings', finite(savings) && savings !== 0 ? formatUsd(savings) : null, finite(savings) && savings !== 0 ? source : null),
    figure('activeProposal', active ? t.proposalLabel(active.databaseId, active.proposalTypeLabel) : t.noActiveProposal,
      active ? (active.proposalStatus === 'GENERATED' && active.dateGenerated ? t.proposalGenerated(formatDate(active.dateGenerated)) : t.proposalNotGenerated(active.proposalStatusLabel)) : null),
    agreementFigure(lead.agreements),
  ];
}

/** Issue 26's agreement states in the header's help line. */
const COUNTERSIGN_DUE = 'countersignature due';
const FULLY_EXECUTED = 'fully executed';

/**
 * The deal's agreement: the newest one still in force (agreements come newest first), a Clean Energy
 * PPA before any LOI (issue 26 item 8: with both signed the deal is the PPA, whatever their order).
 */
function agreementFigure(agreements: DealLead['agreements']): Figure {
  const inForce = agreements.filter((a) => !a.superseded && a.status !== 'VOIDED'); // a voided one is not in force (issue 15)
  const current = inForce.find((a) => a.agreementType === 'CLEAN_ENERGY_PPA') ?? inForce[0];
  const label = t.figures.agreement;
  if (!current) return { key: 'agreement', label, value: t.noAgreement, help: null };
  if (current.signed) {
    const signedOn = current.signedDatetime ? t.agreementSignedOn(formatDate(current.signedDatetime)) : null;
    // Issue 26 item 14: signed by the customer, the organization's countersignature is still due.
    if (current.status === 'SIGNED') return { key: 'agreement', label, value: t.agreementSigned(current.agreementTypeLabel), help: [signedOn, COUNTERSIGN_DUE].filter(Boolean).join(' · ') };
    if (current.status === 'EXECUTED') return { key: 'agreement', label, value: t.agreementSigned(current.agreementTypeLabel), help: [signedOn, FULLY_EXECUTED].filter(Boolean).join(' · ') };
    return { key: 'agreement', label, value: t.agreementSigned(current.agreementTypeLabel), help: signedOn };
  }
  return { key: 'agreement', label, value: t.agreementSent(current.agreementTypeLabel), help: t.agreementAwaiting };
}
