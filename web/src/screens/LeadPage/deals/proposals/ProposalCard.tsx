import { Alert, Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { ChartColumn, EllipsisVertical, FileText, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ProposalsTab_lead$data } from '../../../../__generated__/ProposalsTab_lead.graphql';

/** One proposal as the tab's fragment reads it (the tab selects every field its cards and dialogs show). */
export type ProposalItem = ProposalsTab_lead$data['proposals'][number];
import { LazySavingsChart } from '../chart/LazySavingsChart';
import { savingsPoints } from '../chart/savingsData';
import { DealCard, StatusBadge } from '../shared/DealCard';
import { formatDate, formatPercent, formatRate, formatUsd } from '../shared/format';
import { pdfPreviewHref } from '../shared/pdfLink';
import { dealTexts } from '../texts';
import { ShareProposalLinkDialog } from './link/ShareProposalLinkDialog';
import { proposalLinkTexts } from './link/texts';

const t = dealTexts.proposals;

export interface ProposalActions {
  generate: (id: string) => void;
  edit: (id: string) => void;
  setActive: (id: string, isActive: boolean) => void;
  request: (id: string) => void;
}

/** §2/§3 one proposal: id, type, status, active, dates, PPA rate and escalator, year-25 savings, its actions and chart. */
export function ProposalCard({ proposal, actions, busy, locked, chartShown, onShowChart }: {
  proposal: ProposalItem;
  actions: ProposalActions;
  busy: boolean;
  locked: boolean;
  /** Issue 15: the tab shows one chart at a time, the selected proposal's. */
  chartShown: boolean;
  onShowChart: () => void;
}) {
  const p = proposal;
  const location = useLocation();
  const generated = p.proposalStatus === 'GENERATED';
  const processing = p.proposalStatus === 'PROCESSING';
  const heading = t.heading(p.databaseId, p.proposalTypeLabel);
  const points = generated && p.proposalData ? savingsPoints(p.proposalData.cashFlow) : [];
  const [sharing, setSharing] = useState(false);
  return (
    <DealCard
      label={heading}
      heading={heading}
      badges={
        <>
          <StatusBadge status={p.proposalStatus} label={p.proposalStatusLabel} />
          {p.isActive && <Badge colorPalette="brand" variant="solid">{dealTexts.active}</Badge>}
          {p.requestProposal && <Badge colorPalette="orange">{t.request}</Badge>}
        </>
      }
      actions={
        <>
          {generated && p.pdf && (
            <Button asChild size="xs" variant="outline">
              <RouterLink to={pdfPreviewHref(p.id, `proposal-${p.databaseId}.pdf`, `${location.pathname}${location.search}#proposals`)}>
                <FileText aria-hidden />
                {dealTexts.openPdf}
              </RouterLink>
            </Button>
          )}
          {/* Issue 15: a read-only web page of the proposal for the customer, next to the PDF. */}
          {generated && p.pdf && (
            <Button size="xs" variant="outline" onClick={() => setSharing(true)}>
              <Link2 aria-hidden />
              {proposalLinkTexts.action}
            </Button>
          )}
          {!generated && (
            <Button size="xs" colorPalette="brand" onClick={() => actions.generate(p.id)} disabled={busy || processing} loading={processing} loadingText={t.processing}>
              {dealTexts.generate}
            </Button>
          )}
          <Menu.Root
            onSelect={({ value }) => {
              if (value === 'edit') actions.edit(p.id);
              else if (value === 'active') actions.setActive(p.id, !p.isActive);
              else if (value === 'request') actions.request(p.id);
            }}
          >
            <Menu.Trigger asChild>
              <Button size="xs" variant="ghost" aria-label={t.actionsFor(p.databaseId)} disabled={busy}>
                <EllipsisVertical aria-hidden />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="edit">{t.edit}</Menu.Item>
                  <Menu.Item value="active">{p.isActive ? t.deactivate : t.activate}</Menu.Item>
                  <Menu.Item value="request" disabled={locked || p.requestProposal}>{t.request}</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </>
      }
      facts={[
        [t.installationName, p.installationName],
        [t.created, formatDate(p.created)],
        [t.dateGenerated, formatDate(p.dateGenerated)],
        [t.ppaRate, formatRate(p.proposalData?.assumptions?.ppaRate)],
        [t.ppaEscalator, formatPercent(p.proposalData?.assumptions?.ppaEscalator)],
        [t.year25, formatUsd(p.proposalData?.systemSavings?.year25CumulativeSavings)],
      ]}
    >
      {p.error && !generated && !processing && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.generationFailed}</Alert.Title>
            <Alert.Description>{p.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {sharing && <ShareProposalLinkDialog proposalId={p.id} databaseId={p.databaseId} open onClose={() => setSharing(false)} />}
      {points.length > 0 && (chartShown ? <LazySavingsChart points={points} /> : (
        <Button size="xs" variant="ghost" colorPalette="brand" alignSelf="start" onClick={onShowChart}>
          <ChartColumn aria-hidden />
          {dealTexts.chart.show}
        </Button>
      ))}
    </DealCard>
  );
}
