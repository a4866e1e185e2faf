import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { EmailProposalLinkFormQuery } from '../../../../../__generated__/EmailProposalLinkFormQuery.graphql';
import type { EmailProposalLinkFormMutation } from '../../../../../__generated__/EmailProposalLinkFormMutation.graphql';
import { notifyError, notifySuccess } from '../../../../../components/ui/toaster';
import { errors } from '../../../../../messages';
import { PROPOSAL_MAIL_LIMITS as LIMITS, proposalLinkEmailTexts as t } from './texts';

/** Who the mail goes to by default: the lead's customer e-mail, with the words the api would use. */
export const emailProposalLinkFormQuery = graphql`
  query EmailProposalLinkFormQuery($id: ID!) {
    node(id: $id) {
      ... on Proposal {
        leadName
        organizationName
        lead {
          customer {
            emails
          }
        }
      }
    }
  }
`;

/** Creates a new link and has the api e-mail it (issue 26); the payload's proposal refreshes the dialog's list. */
export const emailProposalLinkMutation = graphql`
  mutation EmailProposalLinkFormMutation($proposalId: ID!, $expiresInDays: Int, $email: ProposalLinkEmailInput!) {
    createProposalLink(proposalId: $proposalId, expiresInDays: $expiresInDays, email: $email) {
      url
      message
      proposal {
        id
        ...ShareProposalLinkDialog_links
      }
      userErrors {
        field
        messages
      }
    }
  }
`;

interface Props {
  proposalId: string;
  days: number;
  /** The new link's URL (shown once by the dialog). */
  onCreated: (url: string | null) => void;
}

/**
 * The e-mail of the Share web link dialog: recipient prefilled from the lead (editable), subject and
 * message prefilled with the default wording, bounded as the api bounds them, plain text.
 */
export function EmailProposalLinkForm({ proposalId, days, onCreated }: Props) {
  const data = useLazyLoadQuery<EmailProposalLinkFormQuery>(emailProposalLinkFormQuery, { id: proposalId }, { fetchPolicy: 'store-or-network' });
  const node = data.node;
  const organization = node?.organizationName ?? '';
  const leadName = node?.leadName ?? '';
  const prefilled = node?.lead?.customer?.emails?.[0] ?? '';
  const [to, setTo] = useState(prefilled);
  const [subject, setSubject] = useState(organization ? t.defaultSubject(organization) : '');
  const [message, setMessage] = useState(organization ? t.defaultMessage(organization, leadName) : '');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [send, sending] = useMutation<EmailProposalLinkFormMutation>(emailProposalLinkMutation);

  const onSend = () => {
    setFieldErrors({});
    send({
      variables: { proposalId, expiresInDays: days, email: { to: to.trim(), subject: subject.trim() || null, message: message.trim() || null } },
      onCompleted: ({ createProposalLink: r }) => {
        if (r.userErrors.length) {
          const byField: Record<string, string> = {};
          // The api's field is `email.to`, `email.subject` or `email.message`; anything else is said in a toast.
          for (const e of r.userErrors) byField[String(e.field ?? '').split('.').pop() ?? ''] = e.messages[0] ?? errors.generic;
          setFieldErrors(byField);
          const general = byField[''] ?? Object.entries(byField).find(([k]) => !['to', 'subject', 'message'].includes(k))?.[1];
          if (general) notifyError(general);
          return;
        }
        if (r.message) notifySuccess(r.message);
        onCreated(r.url ?? null);
      },
      onError: () => { notifyError(errors.generic); },
    });
  };

  return (
    <Stack gap="3" as="form" onSubmit={(e) => { e.preventDefault(); onSend(); }} data-testid="proposal-link-email">
      <Field.Root required invalid={!!fieldErrors.to}>
        <Field.Label>{t.to}</Field.Label>
        <Input type="email" autoComplete="off" value={to} maxLength={LIMITS.to} onChange={(e) => setTo(e.target.value)} />
        {fieldErrors.to ? <Field.ErrorText>{fieldErrors.to}</Field.ErrorText> : !prefilled && <Field.HelperText>{t.noEmail}</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={!!fieldErrors.subject}>
        <Field.Label>{t.subject}</Field.Label>
        <Input value={subject} maxLength={LIMITS.subject} onChange={(e) => setSubject(e.target.value.replace(/[\r\n]+/g, ' '))} />
        {fieldErrors.subject && <Field.ErrorText>{fieldErrors.subject}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={!!fieldErrors.message}>
        <Field.Label>{t.message}</Field.Label>
        <Textarea value={message} maxLength={LIMITS.message} rows={4} autoresize onChange={(e) => setMessage(e.target.value)} />
        {fieldErrors.message ? <Field.ErrorText>{fieldErrors.message}</Field.ErrorText> : <Field.HelperText>{t.messageHint(LIMITS.message - message.length)}</Field.HelperText>}
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="sm" alignSelf="start" loading={sending} loadingText={t.sending} disabled={!to.trim()}>
        <Mail aria-hidden />
        {t.send}
      </Button>
    </Stack>
  );
}
