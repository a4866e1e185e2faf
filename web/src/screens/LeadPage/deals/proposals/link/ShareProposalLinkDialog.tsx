import { Badge, Box, Button, Checkbox, CloseButton, Dialog, Field, HStack, Heading, Input, NativeSelect, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../../../format/dates';
import { Copy, Link2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import type { ShareProposalLinkDialogQuery } from '../../../../../__generated__/ShareProposalLinkDialogQuery.graphql';
import type { ShareProposalLinkDialog_links$key } from '../../../../../__generated__/ShareProposalLinkDialog_links.graphql';
import type { proposalLinkMutationsCreateMutation } from '../../../../../__generated__/proposalLinkMutationsCreateMutation.graphql';
import type { proposalLinkMutationsRevokeMutation } from '../../../../../__generated__/proposalLinkMutationsRevokeMutation.graphql';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { ErrorBoundary, useRetryKey } from '../../../../../components/ErrorBoundary';
import { notifyError, notifySuccess } from '../../../../../components/ui/toaster';
import { errors } from '../../../../../messages';
import { firstUserError } from '../../../../../mutations/userErrors';
import { EmailProposalLinkForm } from './EmailProposalLinkForm';
import { createProposalLinkMutation, revokeProposalLinkMutation } from './proposalLinkMutations';
import { DEFAULT_EXPIRY_DAYS, EXPIRY_DAYS, proposalLinkEmailTexts, proposalLinkTexts as t } from './texts';

/**
 * The dialog's own query, asked when it opens: a proposal's links cost an api call each, so they are
 * not in the lead page's fragment (the gateway's cost limit, and every lead mutation spreads it).
 */
export const shareProposalLinkDialogQuery = graphql`
  query ShareProposalLinkDialogQuery($id: ID!) {
    node(id: $id) {
      ...ShareProposalLinkDialog_links @alias(as: "proposal")
    }
  }
`;

const when = (iso: string | null | undefined) => formatDate(iso, '');
const PALETTE: Record<string, string> = { ACTIVE: 'green', EXPIRED: 'gray', REVOKED: 'red' };

interface Props {
  /** The proposal's global id and number. */
  proposalId: string;
  databaseId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Share web link (issue 15): creates a read-only, expiring link to a generated proposal for the
 * customer (the expiry chosen here), shows it once with Copy link (the api keeps only its hash, as
 * with signing links), and lists the proposal's links with their status and views, each active one
 * with Revoke after a confirmation. Issue 26: "E-mail the link to the customer" creates the link and
 * has the api e-mail it (recipient prefilled from the lead, subject and message editable).
 */
export function ShareProposalLinkDialog({ proposalId, databaseId, open, onClose }: Props) {
  const [days, setDays] = useState<number>(DEFAULT_EXPIRY_DAYS);
  const [url, setUrl] = useState<string | null>(null);
  // Issue 26: e-mail the new link to the customer (the api mails it; the URL is still shown once).
  const [emailing, setEmailing] = useState(false);
  const [create, creating] = useMutation<proposalLinkMutationsCreateMutation>(createProposalLinkMutation);

  const onCreate = () => create({
    variables: { proposalId, expiresInDays: days },
    onCompleted: ({ createProposalLink: r }) => {
      const refusal = firstUserError(r.userErrors);
      if (refusal) { notifyError(refusal); return; }
      setUrl(r.url ?? null);
    },
    onError: () => { notifyError(errors.generic); },
  });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t.copied);
    } catch {
      notifyError(t.copyFailed);
    }
  };

  const close = () => { setUrl(null); setEmailing(false); onClose(); };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open) close(); }} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.title(databaseId)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text textStyle="sm" color="fg.muted">{t.intro}</Text>
                {url ? (
                  <Field.Root>
                    <Field.Label>{t.newLink}</Field.Label>
                    <HStack w="full" gap="2">
                      <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} fontFamily="mono" fontSize="sm" data-testid="proposal-link" />
                      <Button variant="outline" onClick={copy} flexShrink={0}>
                        <Copy aria-hidden />
                        {t.copy}
                      </Button>
                    </HStack>
                    <Field.HelperText>{t.onceHint}</Field.HelperText>
                  </Field.Root>
                ) : (
                  <Stack gap="3">
                    <HStack gap="3" align="end" flexWrap="wrap">
                      <Field.Root w="auto">
                        <Field.Label>{t.expiry}</Field.Label>
                        <NativeSelect.Root size="sm" w="36">
                          <NativeSelect.Field value={days} onChange={(e) => setDays(Number(e.target.value))}>
                            {EXPIRY_DAYS.map((n) => <option key={n} value={n}>{t.days(n)}</option>)}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      {!emailing && (
                        <Button colorPalette="brand" size="sm" onClick={onCreate} loading={creating} loadingText={t.creating}>
                          <Link2 aria-hidden />
                          {t.create}
                        </Button>
                      )}
                    </HStack>
                    <Checkbox.Root checked={emailing} onCheckedChange={(d) => setEmailing(d.checked === true)} colorPalette="brand">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{proposalLinkEmailTexts.toggle}</Checkbox.Label>
                    </Checkbox.Root>
                    {emailing && open && (
                      <ErrorBoundary>
                        <Suspense fallback={<Stack gap="2" aria-label={proposalLinkEmailTexts.loading}><Skeleton height="10" /><Skeleton height="10" /><Skeleton height="20" /></Stack>}>
                          <EmailProposalLinkForm proposalId={proposalId} days={days} onCreated={setUrl} />
                        </Suspense>
                      </ErrorBoundary>
                    )}
                  </Stack>
                )}
                <Box>
                  <Heading as="h3" textStyle="sm" fontWeight="semibold" mb="2">{t.existing}</Heading>
                  {open && (
                    <ErrorBoundary>
                      <Suspense fallback={<Stack gap="2" aria-label={t.loading}><Skeleton height="14" /><Skeleton height="14" /></Stack>}>
                        <LinksLoader proposalId={proposalId} />
                      </Suspense>
                    </ErrorBoundary>
                  )}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LinksLoader({ proposalId }: { proposalId: string }) {
  const fetchKey = useRetryKey();
  const data = useLazyLoadQuery<ShareProposalLinkDialogQuery>(shareProposalLinkDialogQuery, { id: proposalId }, { fetchPolicy: 'store-and-network', fetchKey });
  if (!data.node?.proposal) return null;
  return <LinkList proposal={data.node.proposal} />;
}

function LinkList({ proposal }: { proposal: ShareProposalLinkDialog_links$key }) {
  const data = useFragment(
    graphql`
      fragment ShareProposalLinkDialog_links on Proposal {
        links {
          id
          createdAt
          expiresAt
          revokedAt
          lastViewedAt
          viewCount
          status
          createdByName
        }
      }
    `,
    proposal,
  );
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revoke, revoking] = useMutation<proposalLinkMutationsRevokeMutation>(revokeProposalLinkMutation);
  const onRevoke = () => {
    if (!confirming) return;
    revoke({
      variables: { id: confirming },
      onCompleted: ({ revokeProposalLink: r }) => {
        setConfirming(null);
        const refusal = firstUserError(r.userErrors);
        if (refusal) { notifyError(refusal); return; }
        notifySuccess(r.message ?? t.revoked);
      },
      onError: () => { setConfirming(null); notifyError(errors.generic); },
    });
  };
  if (!data.links.length) return <Text textStyle="sm" color="fg.muted">{t.none}</Text>;
  return (
    <>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="proposal-links">
        {data.links.map((l) => (
          <HStack as="li" key={l.id} borderWidth="1px" rounded="md" p="3" gap="3" justify="space-between" align="start" flexWrap="wrap">
            <Stack gap="0.5" minW="0">
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette={PALETTE[l.status] ?? 'gray'}>{t.status[l.status] ?? l.status}</Badge>
                <Text textStyle="sm">{t.created(when(l.createdAt), l.createdByName)}</Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {l.status === 'REVOKED' ? t.revokedOn(when(l.revokedAt)) : l.status === 'EXPIRED' ? t.expired(when(l.expiresAt)) : t.expires(when(l.expiresAt))}
                {' · '}
                {t.views(l.viewCount, l.lastViewedAt ? when(l.lastViewedAt) : null)}
              </Text>
            </Stack>
            {l.status === 'ACTIVE' && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(l.id)} disabled={revoking} aria-label={t.revokeFor(when(l.createdAt))}>
                {t.revoke}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <ConfirmDialog open={confirming !== null} onCancel={() => setConfirming(null)} title={t.revokeTitle} confirmLabel={t.revokeConfirm}
        cancelLabel={t.revokeKeep} busy={revoking} onConfirm={onRevoke}>
        {t.revokeText}
      </ConfirmDialog>
    </>
  );
}
