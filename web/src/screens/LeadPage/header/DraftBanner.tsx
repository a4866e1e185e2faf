import { Alert, Button } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errors, success } from '../../../messages';
import { useSubmitLead } from '../mutations/useSubmitLead';
import { leadPageTexts as text } from '../texts';

/**
 * A draft (the intake wizard left before its final Submit, issue 12) says so, and can be submitted
 * from here: the drafts list opens drafts on this page.
 */
export function DraftBanner({ leadId }: { leadId: string }) {
  const [commit, submitting] = useSubmitLead();
  const submit = () =>
    commit({
      variables: { id: leadId },
      onCompleted: ({ submitLead }) => {
        if (submitLead.userErrors.length || !submitLead.lead) notifyError(errors.leadSubmit);
        else notifySuccess(success.leadSubmitted);
      },
      onError: () => { notifyError(errors.leadSubmit); },
    });
  return (
    <Alert.Root status="info" data-testid="draft-banner" flexWrap="wrap" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>{text.draft.title}</Alert.Title>
        <Alert.Description>{text.draft.text}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" loading={submitting} onClick={submit}>
        <Send aria-hidden /> {text.draft.submit}
      </Button>
    </Alert.Root>
  );
}
