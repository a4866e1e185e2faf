import { Button } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { notifyError } from '../../components/ui/toaster';
import { errors } from '../../messages';
import { fileTypeProblem } from '../../validation/fileTypes';
import { RESOURCE_FILE_TYPES } from './params';
import { resourcesTexts as t } from './texts';

/** Opens the file picker; the chosen file goes to `onFile` (admins only render this). */
export function ResourceUploadButton({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still uploads it.
    event.target.value = '';
    if (!file) return;
    const problem = fileTypeProblem('document', file.name);
    if (problem) notifyError(problem, errors.fileUpload(file.name));
    else onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={RESOURCE_FILE_TYPES.join(',')}
        aria-label={t.upload}
        onChange={pick}
        data-testid="resource-file-input"
      />
      <Button colorPalette="brand" loading={busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden />
        {t.upload}
      </Button>
    </>
  );
}
