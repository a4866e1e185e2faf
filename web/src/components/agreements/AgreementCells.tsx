import { Stack, Text } from '@chakra-ui/react';
import { agreementRowTexts as r } from './texts';

/** Whom the latest link went to: the name, and the e-mail (or that there was none). */
export function RecipientCell({ recipient }: { recipient: { readonly name: string | null | undefined; readonly email: string | null | undefined } | null | undefined }) {
  if (!recipient) return <>—</>;
  return (
    <Stack gap="0" minW="0">
      <Text textStyle="sm" truncate>{recipient.name || '—'}</Text>
      <Text textStyle="xs" color="fg.muted" truncate title={recipient.email ?? undefined}>{recipient.email || r.noEmail}</Text>
    </Stack>
  );
}
