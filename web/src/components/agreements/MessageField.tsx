import { Field, Textarea } from '@chakra-ui/react';
import { agreementMessageTexts as t } from './texts';

/**
 * The rep's message above the signing link in the mail (issue 26 item 12): plain text, prefilled by
 * the caller, at most 2000 characters (the api refuses more; the counter says so before).
 */
export function MessageField({ value, onChange, disabled }: { value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const tooLong = value.length > t.max;
  return (
    <Field.Root invalid={tooLong} disabled={disabled}>
      <Field.Label>{t.label}</Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={5} autoresize maxH="14rem" data-testid="agreement-message" />
      {tooLong ? <Field.ErrorText>{t.tooLong(t.max)}</Field.ErrorText> : <Field.HelperText>{t.help} {t.counter(value.length, t.max)}</Field.HelperText>}
    </Field.Root>
  );
}

/** The message to send: trimmed; null when empty (the api's default wording). */
export const messageToSend = (value: string): string | null => value.trim() || null;
