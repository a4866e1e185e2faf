import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { SUPPORT_FILE_EXTENSIONS } from '../../constants';
import { support as text } from '../../messages';
import { supportFile } from '../../validation/rules';

interface Props {
  file: File | null;
  error: string | null | undefined;
  disabled?: boolean;
  /** A new accepted pick (replaces the old one, §5 one file only), or null when removed. */
  onChange: (file: File | null) => void;
  /** A refused pick: the message to show; the previously attached file stays. */
  onReject: (message: string) => void;
}

/**
 * The optional attachment. The native input stays hidden (it cannot be styled) behind a real
 * button, so it is keyboard reachable and labelled; `accept` only filters the picker, so the type
 * is checked again on change (drag and drop or "All files" can bypass it).
 */
export function SupportFileField({ file, error, disabled, onChange, onReject }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [labelId, hintId, errorId] = [`${id}-label`, `${id}-hint`, `${id}-error`];

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Reset, so picking the same file again after removing it still fires change.
    event.target.value = '';
    if (!picked) return;
    const problem = supportFile(picked.name);
    if (problem) onReject(problem);
    else onChange(picked);
  };

  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {text.file}
      </Text>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={text.file}
        accept={SUPPORT_FILE_EXTENSIONS.join(',')}
        onChange={onPick}
      />
      <HStack gap="2" width="full" minW="0">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onClick={() => input.current?.click()}>
          <Paperclip aria-hidden />
          {file ? text.replace : text.attach}
        </Button>
        {file && (
          <HStack gap="1" minW="0" flex="1">
            <Text textStyle="sm" truncate title={file.name} data-testid="support-file-name">
              {file.name}
            </Text>
            <IconButton size="2xs" variant="ghost" disabled={disabled} aria-label={text.removeFile(file.name)} onClick={() => onChange(null)}>
              <X />
            </IconButton>
          </HStack>
        )}
      </HStack>
      <Text id={hintId} textStyle="xs" color="fg.muted">
        {text.fileTypes(SUPPORT_FILE_EXTENSIONS)}
      </Text>
      {/* role=alert: a refused pick happens after the picker closes, away from any field focus. */}
      {error && (
        <Text id={errorId} role="alert" textStyle="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
