import { Button, Card, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { FileClock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DraftsPanelQuery } from '../../__generated__/DraftsPanelQuery.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { paths } from '../../routing/paths';
import { formatDateTime } from '../Leads/format';
import { useDeleteLead } from '../LeadPage/mutations/useDeleteLead';
import { wizardText as text } from './texts';

const query = graphql`
  query DraftsPanelQuery {
    leadDrafts {
      id
      databaseId
      name
      address
      customerName
      updated
    }
  }
`;

/**
 * Issue 12: the viewer's unfinished wizards (leads created at step 2, never submitted). Each opens on
 * its lead page, where it can be finished and submitted, or is discarded here. Nothing shows when
 * there are none.
 */
export function DraftsPanel() {
  const data = useLazyLoadQuery<DraftsPanelQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const [commitDiscard, discarding] = useDeleteLead();
  // A discarded draft's record is deleted from the store (@deleteRecord): its item reads as null.
  const drafts = (data.leadDrafts ?? []).filter((d) => d != null);
  if (drafts.length === 0) return null;

  const discard = (id: string) =>
    commitDiscard({
      variables: { id },
      onCompleted: ({ deleteLead }) => {
        setConfirming(null);
        if (deleteLead.userErrors.length) {
          notifyError(text.discardFailed);
          return;
        }
        notifySuccess(text.draftDiscarded);
      },
      onError: () => {
        setConfirming(null);
        notifyError(text.discardFailed);
      },
    });

  return (
    <Card.Root as="section" aria-labelledby="drafts-heading" variant="subtle" data-testid="lead-drafts">
      <Card.Header pb="2">
        <HStack gap="2">
          <FileClock size="18" aria-hidden />
          <Heading as="h2" size="md" id="drafts-heading">{text.draftsTitle}</Heading>
        </HStack>
        <Text color="fg.muted" textStyle="sm">{text.draftsIntro}</Text>
      </Card.Header>
      <Card.Body pt="2">
        <Stack as="ul" gap="2" listStyleType="none">
          {drafts.map((d) => (
            <HStack as="li" key={d.id} justify="space-between" gap="3" borderWidth="1px" borderRadius="l2" px="3" py="2" bg="bg">
              <Stack gap="0" minW="0">
                <Link asChild fontWeight="medium" truncate>
                  <RouterLink to={paths.lead(d.databaseId)}>
                    {d.name} <Text as="span" color="fg.muted" fontWeight="normal">#{d.databaseId}</Text>
                  </RouterLink>
                </Link>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {[d.customerName, d.address ?? text.draftNoAddress].filter(Boolean).join(' · ')}
                </Text>
                <Text textStyle="xs" color="fg.muted">{text.draftUpdated(formatDateTime(d.updated))}</Text>
              </Stack>
              <HStack gap="1" flexShrink={0}>
                <Button asChild size="sm" variant="outline">
                  {/* The accessible name starts with the visible "Open" (WCAG label-in-name) and says which draft. */}
                  <RouterLink to={paths.lead(d.databaseId)} aria-label={text.draftOpenNamed(d.name)}>{text.draftOpen}</RouterLink>
                </Button>
                <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={text.draftDiscardNamed(d.name)} onClick={() => setConfirming({ id: d.id, name: d.name })}>
                  <Trash2 aria-hidden />
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        title={text.draftDiscardNamed(confirming?.name ?? '')}
        confirmLabel={text.draftDiscard}
        cancelLabel={text.stay}
        busy={discarding}
        onConfirm={() => confirming && discard(confirming.id)}
      >
        <Text>{text.draftDiscardConfirm}</Text>
      </ConfirmDialog>
    </Card.Root>
  );
}
