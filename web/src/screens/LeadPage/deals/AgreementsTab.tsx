import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTabIntent } from '../tabIntent';
import { graphql, useFragment } from 'react-relay';
import { rememberSignLink } from '../../../components/agreements/signLinkStore';
import { SignLinkDialog } from '../../../components/agreements/SignLinkDialog';
import { notifyPending } from '../../../components/ui/toaster';
import { canSendAgreements } from '../../../auth/permissions';
import { useViewer } from '../../../auth/ViewerProvider';
import { success } from '../../../messages';
import type { AgreementsTab_lead$key } from '../../../__generated__/AgreementsTab_lead.graphql';
import type { sendAgreementMutation } from '../../../__generated__/sendAgreementMutation.graphql';
import { AgreementsTable } from './agreements/AgreementsTable';
import { SendAgreementDialog, type AgreementTypeValue } from './agreements/SendAgreementDialog';
import { sendAgreement } from './mutations/sendAgreement';
import { ActionProgress } from './shared/ActionProgress';
import { DealEmptyState } from './shared/EmptyState';
import { useDealAction } from './shared/useDealAction';
import { dealTexts } from './texts';
import { useLeadWritable } from '../leadWritable';

const t = dealTexts.agreements;

/**
 * CONTRACT (issue 5): the lead page's Agreements tab. The lead page spreads `...AgreementsTab_lead` into
 * its one query and renders <AgreementsTab lead={lead} />; this file owns everything inside the tab.
 * §4/§8: list the lead's agreements and send an LOI or a Clean Energy PPA. Sending (and so seeing the
 * signing link, shown once after sending) is for org admins and super admins (issue 10); so are the
 * rows' Resend, Copy link and Void (issue 15).
 */
export function AgreementsTab({ lead }: { lead: AgreementsTab_lead$key }) {
  const writable = useLeadWritable();
  const data = useFragment(
    graphql`
      fragment AgreementsTab_lead on Lead {
        id
        organizationName
        customer { name firstName lastName emails }
        agreements {
          ...AgreementsTable_agreements
        }
        proposals {
          id
          databaseId
          proposalTypeLabel
          proposalStatus
          isActive
          created
        }
      }
    `,
    lead,
  );
  const action = useDealAction();
  // The dialog, open on the type it starts with (the deal header's "Send PPA" opens it on a PPA).
  const [open, setOpen] = useState<AgreementTypeValue | null>(null);
  const [signUrl, setSignUrl] = useState<string | null>(null);
  // Sending is a change: a cancelled lead sends nothing (its row menu still voids).
  const canSend = canSendAgreements(useViewer().viewer) && writable;
  useTabIntent('agreements', 'send-ppa', () => { if (canSend) setOpen('CLEAN_ENERGY_PPA'); });
  const generatedRows = data.proposals.filter((p) => p.proposalStatus === 'GENERATED');
  // Issue 26 item 8: the default is the newest active generated proposal (what the api picks too).
  const newestActive = newestActiveOf(generatedRows);
  const generated = generatedRows
    .map((p) => ({ id: p.id, label: `#${p.databaseId} ${p.proposalTypeLabel}${p.isActive ? ` (${dealTexts.active})` : ''}`, newestActive: p.id === newestActive }));
  // Whom the api mails the link to: the customer's name and first valid e-mail (agreement-send.ts).
  const customer = data.customer;
  const emails: readonly unknown[] = Array.isArray(customer?.emails) ? customer.emails : [];
  const recipient = {
    name: customer?.name || [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || null,
    email: emails.map((e) => String(e).trim()).find((e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e)) ?? null,
  };

  const send = (agreementType: AgreementTypeValue, proposalId: string | null, message: string | null) => {
    notifyPending(success.agreementSending);
    action.run<sendAgreementMutation>({
      mutation: sendAgreement,
      variables: { leadId: data.id, agreementType, proposalId, message },
      loading: success.agreementSending,
      payloadOf: (r) => r.sendAgreement,
      onSuccess: (_, r) => {
        setOpen(null);
        const issued = r.sendAgreement.agreement;
        // Copy link in the row menu can copy it again until the page reloads (the api keeps a hash).
        if (issued) rememberSignLink(issued.id, issued.signUrl);
        setSignUrl(issued?.signUrl ?? null);
        return { message: success.agreementSent };
      },
    });
  };

  return (
    <Stack gap="4" pt="2">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md">{t.title}</Heading>
        {canSend && (
          <Button colorPalette="brand" size="sm" onClick={() => setOpen('LOI')} disabled={action.busy}>
            <Send aria-hidden />
            {t.send}
          </Button>
        )}
      </HStack>
      <ActionProgress message={action.loading} value={action.progress} />
      {data.agreements.length === 0 ? (
        <DealEmptyState icon={<Send />} title={t.empty} description={canSend ? t.emptyHint : t.emptyHintNotSender} />
      ) : (
        <AgreementsTable agreements={data.agreements} canSend={canSend} />
      )}
      {open && <SendAgreementDialog initialType={open} proposals={generated} recipient={recipient} organizationName={data.organizationName} onClose={() => setOpen(null)} onSubmit={send} submitting={action.busy} progress={{ message: action.loading, value: action.progress }} />}
      <SignLinkDialog url={signUrl} onClose={() => setSignUrl(null)} />
    </Stack>
  );
}

/** The newest active proposal by creation (the api's default for an agreement); null when none is active. */
export function newestActiveOf(proposals: ReadonlyArray<{ readonly id: string; readonly isActive: boolean; readonly created?: string | null }>): string | null {
  const active = proposals.filter((p) => p.isActive);
  active.sort((a, b) => String(b.created ?? '').localeCompare(String(a.created ?? '')));
  return active[0]?.id ?? null;
}
