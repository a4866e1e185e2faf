import { Button, Field, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { AccessCard_organization$key } from '../../../__generated__/AccessCard_organization.graphql';
import type { OrganizationsDeactivateMutation } from '../../../__generated__/OrganizationsDeactivateMutation.graphql';
import type { OrganizationsReactivateMutation } from '../../../__generated__/OrganizationsReactivateMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { runMutation, toastFailure, toastOutcome } from '../../Profile/runMutation';
import { deactivateOrganizationMutation, reactivateOrganizationMutation } from './mutations';
import { Section } from './Section';
import { organizationTexts as text } from './texts';

const REASON_MAX = 500;

/**
 * Deactivate or reactivate the organization. The confirmation states exactly what happens (the
 * api does all of it: api/src/domain/organizations.ts), before anything is done.
 */
export function AccessCard({ organization }: { organization: AccessCard_organization$key }) {
  const org = useFragment(
    graphql`
      fragment AccessCard_organization on ManagedOrganization {
        id
        name
        status
        hasSuperAdmins
      }
    `,
    organization,
  );
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const deactivated = org.status === 'DEACTIVATED';

  const confirm = () => {
    setBusy(true);
    const done = deactivated
      ? runMutation<OrganizationsReactivateMutation>(environment, { mutation: reactivateOrganizationMutation, variables: { input: { id: org.id } } })
        .then(({ reactivateOrganization: a }) => toastOutcome(a.userErrors, a.message ?? ''))
      : runMutation<OrganizationsDeactivateMutation>(environment, { mutation: deactivateOrganizationMutation, variables: { input: { id: org.id, reason: reason.trim() || null } } })
        .then(({ deactivateOrganization: a }) => toastOutcome(a.userErrors, a.message ?? ''));
    void done.then(() => { setOpen(false); setReason(''); }, (error) => toastFailure(error)).finally(() => setBusy(false));
  };

  return (
    <Section title={text.statusHeading} id="organization-access-heading">
      <Text color="fg.muted" textStyle="sm">{deactivated ? text.reactivateText : text.activeText}</Text>
      {!deactivated && org.hasSuperAdmins ? <Text textStyle="sm">{text.ownOrganization}</Text> : deactivated ? (
        <Button colorPalette="brand" alignSelf="flex-start" onClick={() => setOpen(true)}><Power aria-hidden />{text.reactivate}</Button>
      ) : (
        <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}><PowerOff aria-hidden />{text.deactivate}</Button>
      )}
      <ConfirmDialog
        open={open}
        onCancel={() => { if (!busy) setOpen(false); }}
        title={deactivated ? text.reactivateTitle(org.name) : text.deactivateTitle(org.name)}
        confirmLabel={deactivated ? text.confirmReactivate : text.confirmDeactivate}
        cancelLabel={text.cancel}
        busy={busy}
        onConfirm={confirm}
      >
        {deactivated ? <Text>{text.reactivateText}</Text> : (
          <Stack gap="4">
            <List.Root gap="2" ps="5">
              {text.deactivateWhat.map((line) => <List.Item key={line}>{line}</List.Item>)}
            </List.Root>
            <Field.Root>
              <Field.Label>{text.reasonLabel}</Field.Label>
              <Textarea value={reason} maxLength={REASON_MAX} rows={2} onChange={(e) => setReason(e.target.value)} />
            </Field.Root>
          </Stack>
        )}
      </ConfirmDialog>
    </Section>
  );
}
