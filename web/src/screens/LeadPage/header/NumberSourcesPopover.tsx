import { Box, CloseButton, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { PRICING } from '../../../../../shared/pricing/pricing';
import { SAVINGS } from '../../../../../shared/pricing/savings';
import { incentivesText } from '../../../../../shared/pricing/sources';
import type { NumberSourcesPopover_lead$data, NumberSourcesPopover_lead$key } from '../../../__generated__/NumberSourcesPopover_lead.graphql';
import { formatPlain, formatRate } from '../deals/shared/format';
import { numberSourcesTexts as t } from './numberSourcesTexts';

export interface SourceItem { key: keyof typeof t.labels; label: string; lines: string[] }

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * What the popover lists (issue 25, "say where each number comes from"): the lead's utility and the
 * rate the pricing model uses with its source and year (Lead.economics), production per kW with
 * the model, its stations and the array, and this deal's (dealFigures); the escalators and
 * degradation of the active generated proposal (else the pricing model's defaults) and incentives
 * as the proposal words them.
 */
export function numberSourceItems(lead: NumberSourcesPopover_lead$data): SourceItem[] {
  const e = lead.economics;
  const f = lead.dealFigures;
  const assumptions = lead.proposals.find((p) => p.isActive)?.proposalData?.assumptions ?? null;
  const item = (key: SourceItem['key'], lines: (string | null | undefined)[]): SourceItem => ({ key, label: t.labels[key], lines: lines.filter((l): l is string => !!l) });

  const utilityName = e?.namedUtility ?? e?.utility?.name ?? null;
  const rate = e?.rate && finite(e.rate.commercialRate) ? e.rate : null;
  const dealRate = f?.generated && finite(f.utilityRate) && f.proposalDatabaseId != null && (!rate || Math.abs(f.utilityRate - rate.commercialRate) >= 0.00005)
    ? t.proposalRate(f.proposalDatabaseId, formatRate(f.utilityRate)) : null;
  const p = e?.production && finite(e.production.annualKwhPerKw) ? e.production : null;
  const perKw = f && finite(f.systemSize) && f.systemSize > 0 && finite(f.estimatedYearProduction) ? f.estimatedYearProduction / f.systemSize : null;
  const utilityEscalator = finite(assumptions?.utilityEscalator) ? assumptions.utilityEscalator : SAVINGS.utilityEscalator * 100;
  const ppaEscalator = finite(f?.ppaEscalator) ? f.ppaEscalator : finite(assumptions?.ppaEscalator) ? assumptions.ppaEscalator : PRICING.defaultEscalatorPercent;
  const degradation = finite(assumptions?.degradation) ? assumptions.degradation : SAVINGS.degradation * 100;
  return [
    item('utility', [e ? (utilityName ? t.utility(utilityName, e.utility?.state ?? e.site.state ?? null) : t.noUtility) : t.noSite]),
    item('utilityRate', rate
      ? [t.rate(formatRate(rate.commercialRate)), t.rateSources[rate.rateSource] ?? rate.rateSource, t.sourceYear(rate.source, rate.year ?? null), dealRate]
      : [t.empty, dealRate]),
    item('production', [
      p ? t.perKw(formatPlain(p.annualKwhPerKw)) : t.empty,
      // The source names the PVWatts method; the latitude band is said in words.
      p && p.model !== 'PVWATTS_METHOD' ? t.models[p.model] ?? p.model : null,
      p?.source,
      p?.stations.length ? t.stations(p.stations.map((s) => t.station(s.name, s.state, finite(s.distanceKm) ? formatPlain(Math.round(s.distanceKm)) : '?')).join('; ')) : null,
      p && p.model === 'PVWATTS_METHOD' && finite(p.tilt) && finite(p.azimuth) && finite(p.losses) ? t.array(formatPlain(p.tilt), formatPlain(p.azimuth), formatPlain(p.losses), e?.orientationFromDesign === true) : null,
      perKw !== null && f ? t.deal(formatPlain(Math.round(f.estimatedYearProduction!)), formatPlain(f.systemSize!), formatPlain(Math.round(perKw))) : null,
    ]),
    item('escalators', [t.escalators(formatPlain(utilityEscalator), formatPlain(ppaEscalator))]),
    item('degradation', [t.degradation(formatPlain(degradation))]),
    item('incentives', [incentivesText({ discount_rate: finite(assumptions?.discountRate) ? assumptions.discountRate : undefined, term_years: finite(assumptions?.termYears) ? assumptions.termYears : undefined })]),
  ];
}

/**
 * The deal header's info button: a popover (keyboard-usable, fits a 360 px phone) saying where the
 * estimate's numbers come from. Spread into DealHeader_lead, so the lead page's one query reads it.
 */
export function NumberSourcesPopover({ lead }: { lead: NumberSourcesPopover_lead$key }) {
  const data = useFragment(
    graphql`
      fragment NumberSourcesPopover_lead on Lead {
        economics {
          site { state }
          utility { name state }
          namedUtility
          rate { commercialRate rateSource source year }
          production {
            annualKwhPerKw
            model
            source
            tilt
            azimuth
            losses
            stations { name state distanceKm }
          }
          orientationFromDesign
        }
        dealFigures {
          generated
          proposalDatabaseId
          systemSize
          estimatedYearProduction
          ppaEscalator
          utilityRate
        }
        proposals {
          isActive
          proposalData { assumptions { utilityEscalator ppaEscalator degradation discountRate termYears } }
        }
      }
    `,
    lead,
  );
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton aria-label={t.open} title={t.open} size="xs" variant="ghost" colorPalette="gray" data-testid="number-sources-button">
          <Info aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content css={{ '--popover-size': 'min(28rem, calc(100vw - 1.5rem))' }} data-testid="number-sources">
            <Popover.Header display="flex" alignItems="start" justifyContent="space-between" gap="2">
              <Popover.Title fontWeight="semibold" textStyle="md">{t.title}</Popover.Title>
              <Popover.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={t.close} />
              </Popover.CloseTrigger>
            </Popover.Header>
            {/* Scrolls on a small screen: focusable, so the keyboard can scroll it too. */}
            <Popover.Body maxH="min(70dvh, 32rem)" overflowY="auto" pt="0" tabIndex={0}>
              <SourceList lead={data} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The sources as a definition list: the label, then its lines (the first one the figure). Rendered only while the popover is open. */
function SourceList({ lead }: { lead: NumberSourcesPopover_lead$data }) {
  const items = numberSourceItems(lead);
  return (
    <Stack as="dl" gap="3">
      {items.map((i) => (
        <Box key={i.key} data-testid={`number-source-${i.key}`}>
          <Text as="dt" textStyle="sm" fontWeight="semibold">{i.label}</Text>
          {i.lines.map((line, n) => (
            <Text as="dd" key={n} textStyle="sm" color={n === 0 ? 'fg' : 'fg.muted'} wordBreak="break-word">{line}</Text>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
