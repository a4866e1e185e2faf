import { formatDate, formatPlain, formatRate, formatUsd, isPerWattEpc } from '../deals/shared/format';
import { dealHeaderTexts as t } from './dealTexts';

/** The parts of the lead the deal header reads (DealHeader_lead), structurally. */
export interface DealLead {
  readonly projectInfo: { readonly systemSize: number | null | undefined; readonly estimatedYearProduction: number | null | undefined; readonly epcPrice: number | null | undefined } | null | undefined;
  readonly proposals: ReadonlyArray<{
    readonly databaseId: number;
    readonly isActive: boolean;
    readonly proposalTypeLabel: string;
    readonly proposalStatus: string;
    readonly proposalStatusLabel: string;
    readonly dateGenerated: string | null | undefined;
    readonly proposalData: {
      readonly assumptions: { readonly ppaRate: number | null | undefined; readonly ppaEscalator: number | null | undefined; readonly systemSize: number | null | undefined; readonly estimatedYearProduction: number | null | undefined } | null | undefined;
      readonly pricing: { readonly epcCost: number | null | undefined; readonly watts: number | null | undefined; readonly ppaRate: number | null | undefined } | null | undefined;
      readonly systemSavings: { readonly year25CumulativeSavings: number | null | undefined } | null | undefined;
    } | null | undefined;
  }>;
  readonly agreements: ReadonlyArray<{ readonly agreementTypeLabel: string; readonly signed: boolean; readonly signedDatetime: string | null | undefined; readonly superseded: boolean; readonly status?: string }>;
}

export type FigureKey = keyof typeof t.figures;
/** One stat card: its value, and a line under it (the source, or a second unit). */
export interface Figure { key: FigureKey; label: string; value: string; help: string | null }

const perWatt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const num = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The numbers a rep quotes. Price, PPA and savings come only from the active generated proposal
 * (the priced one); size and production from it too, else from the lead's own estimate, said so.
 * Anything unknown stays '—': nothing is invented.
 */
export function dealFigures(lead: DealLead): Figure[] {
  const active = lead.proposals.find((p) => p.isActive);
  const data = active?.proposalData;
  const source = active && data ? t.fromProposal(active.databaseId) : null;
  const info = lead.projectInfo;

  const sizeFromProposal = data?.assumptions?.systemSize;
  const size = num(sizeFromProposal) ? sizeFromProposal : info?.systemSize;
  const sizeHelp = num(sizeFromProposal) ? source : num(size) ? t.fromLead : null;
  const productionFromProposal = data?.assumptions?.estimatedYearProduction;
  const production = num(productionFromProposal) ? productionFromProposal : info?.estimatedYearProduction;
  const productionHelp = num(productionFromProposal) ? source : num(production) ? t.fromLead : null;

  const epc = data?.pricing?.epcCost;
  const watts = data?.pricing?.watts;
  const ppaRate = data?.assumptions?.ppaRate ?? data?.pricing?.ppaRate;
  const escalator = data?.assumptions?.ppaEscalator;
  const savings = data?.systemSavings?.year25CumulativeSavings;

  const figure = (key: FigureKey, value: string | null, help: string | null = null): Figure => ({ key, label: t.figures[key], value: value ?? t.empty, help });
  return [
    figure('systemSize', num(size) ? t.kwDc(formatPlain(size)) : null, sizeHelp),
    figure('production', num(production) ? t.kwhYear(formatPlain(production)) : null, productionHelp),
    epcFigure(num(epc) ? { total: epc, watts, fromLead: false } : leadEpc(info?.epcPrice, info?.systemSize)),
    figure('ppaRate', num(ppaRate) ? formatRate(ppaRate) : null, typeof escalator === 'number' ? t.escalator(formatPlain(escalator)) : null),
    figure('savings', num(savings) ? formatUsd(savings) : null, num(savings) ? source : null),
    figure('activeProposal', active ? t.proposalLabel(active.databaseId, active.proposalTypeLabel) : t.noActiveProposal,
      active ? (active.proposalStatus === 'GENERATED' && active.dateGenerated ? t.proposalGenerated(formatDate(active.dateGenerated)) : t.proposalNotGenerated(active.proposalStatusLabel)) : null),
    agreementFigure(lead.agreements),
  ];
}

/** The lead's EPC price as the api reads it: under $20 it is $/W already, else a total (api pricing.ts). */
function leadEpc(price: number | null | undefined, sizeKw: number | null | undefined) {
  if (!num(price)) return null;
  const watts = num(sizeKw) ? sizeKw * 1000 : null;
  if (isPerWattEpc(price)) return watts ? { total: price * watts, watts, fromLead: true } : { total: null, perWatt: price, fromLead: true };
  return { total: price, watts, fromLead: true };
}

function epcFigure(epc: { total: number | null; watts?: number | null; perWatt?: number; fromLead: boolean } | null): Figure {
  const label = t.figures.epcPrice;
  if (!epc) return { key: 'epcPrice', label, value: t.empty, help: null };
  const rate = epc.perWatt ?? (num(epc.total) && num(epc.watts) ? epc.total / epc.watts : null);
  const parts = [rate !== null && num(epc.total) ? t.perWatt(perWatt.format(rate)) : null, epc.fromLead ? t.fromLead : null].filter(Boolean);
  return { key: 'epcPrice', label, value: num(epc.total) ? formatUsd(epc.total) : rate !== null ? t.perWatt(perWatt.format(rate)) : t.empty, help: parts.length ? parts.join(' · ') : null };
}

/** The newest agreement still in force (agreements come newest first): signed, or awaiting signature. */
function agreementFigure(agreements: DealLead['agreements']): Figure {
  const current = agreements.find((a) => !a.superseded && a.status !== 'VOIDED'); // a voided one is not in force (issue 15)
  const label = t.figures.agreement;
  if (!current) return { key: 'agreement', label, value: t.noAgreement, help: null };
  if (current.signed) {
    return { key: 'agreement', label, value: t.agreementSigned(current.agreementTypeLabel), help: current.signedDatetime ? t.agreementSignedOn(formatDate(current.signedDatetime)) : null };
  }
  return { key: 'agreement', label, value: t.agreementSent(current.agreementTypeLabel), help: t.agreementAwaiting };
}
