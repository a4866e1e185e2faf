import { EmptyState } from '@chakra-ui/react';
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { previewTexts as t } from './texts';

/** A type the preview cannot show: say so and offer the download. */
export function UnsupportedView({ format, download }: { format: string; download: ReactNode }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileQuestion aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title>{t.unsupportedTitle}</EmptyState.Title>
        <EmptyState.Description>{t.unsupportedText(format)}</EmptyState.Description>
        {download}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
