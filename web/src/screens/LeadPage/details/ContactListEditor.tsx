import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { leadPageTexts } from '../texts';
import { API_BODY_LIMITS, limitAt } from '../../../validation/limits';
import { contactProblem, mergeContacts, type ContactDraft } from './draft';
import { formatPhone } from './format';

const t = leadPageTexts.details;

interface Props {
  kind: 'phone' | 'email';
  /** The lead's current numbers or emails. */
  existing: readonly string[];
  draft: ContactDraft;
  disabled: boolean;
  error?: string;
  onChange: (draft: ContactDraft) => void;
}

/**
 * Phone numbers or emails in edit mode: the list as it will be after Update (existing minus
 * removed, plus added), each removable, and an input to add one. Additions and removals are kept
 * apart so Update merges them into the lead's list (§5) rather than overwriting it.
 */
export function ContactListEditor({ kind, existing, draft, disabled, error, onChange }: Props) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = mergeContacts(existing, draft, kind);
  const label = kind === 'phone' ? 'Phone numbers' : 'Emails';

  const limit = limitAt(API_BODY_LIMITS.updateLead, 'customer', kind === 'phone' ? 'phoneNumbers' : 'emails');
  const add = () => {
    // The api takes at most maxItems of each (issue 11): the list says so before Update is refused.
    const full = limit.maxItems !== undefined && shown.length >= limit.maxItems;
    const found = full ? t.listFull(limit.maxItems!) : contactProblem(entry, kind, shown);
    setProblem(found);
    if (found) return;
    onChange({ added: [...draft.added, entry.trim()], removed: draft.removed });
    setEntry('');
  };
  const remove = (value: string) =>
    onChange({ added: draft.added.filter((a) => mergeContacts([a], { added: [], removed: [value] }, kind).length > 0), removed: [...draft.removed, value] });

  const message = problem ?? error;
  return (
    <Stack gap="2" role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} textStyle="sm" fontWeight="medium">{label}</Text>
      {shown.length === 0 && <Text textStyle="sm" color="fg.muted">{t.none}</Text>}
      {shown.map((value) => (
        <HStack key={value} gap="1" minW="0">
          <Text textStyle="sm" flex="1" minW="0" wordBreak="break-all">{kind === 'phone' ? formatPhone(value) : value}</Text>
          <IconButton size="xs" variant="ghost" aria-label={t.removeValue(value)} disabled={disabled} onClick={() => remove(value)}>
            <X />
          </IconButton>
        </HStack>
      ))}
      <HStack gap="2" align="start">
        <Stack gap="1" flex="1" minW="0">
          <Input
            size="sm"
            aria-label={kind === 'phone' ? t.newPhone : t.newEmail}
            aria-invalid={!!message || undefined}
            aria-describedby={message ? `${id}-error` : kind === 'phone' ? `${id}-hint` : undefined}
            type={kind === 'phone' ? 'tel' : 'email'}
            inputMode={kind === 'phone' ? 'numeric' : 'email'}
            value={entry}
            // A phone is typed with spaces and dashes: only an email has a length the api checks.
            maxLength={kind === 'email' ? limit.item?.maxLength : undefined}
            disabled={disabled}
            onChange={(e) => setEntry(e.currentTarget.value)}
            onKeyDown={(e) => {
              // Enter adds the entry here instead of submitting the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          {kind === 'phone' && !message && <Text id={`${id}-hint`} textStyle="xs" color="fg.muted">{t.phoneHint}</Text>}
          {message && <Text id={`${id}-error`} textStyle="xs" color="fg.error">{message}</Text>}
        </Stack>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={disabled || !entry.trim()} onClick={add}>
          <Plus aria-hidden />
          {kind === 'phone' ? t.addPhone : t.addEmail}
        </Button>
      </HStack>
    </Stack>
  );
}
