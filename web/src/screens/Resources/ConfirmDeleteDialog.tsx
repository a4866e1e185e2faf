import { ConfirmDialog } from '../../components/ConfirmDialog';
import { resourcesTexts as t } from './texts';

/** Deleting a resource removes it for everyone, so it is confirmed first (open while `resource` is set). */
export function ConfirmDeleteDialog({ resource, busy, onCancel, onConfirm }: {
  resource: { name: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={resource !== null}
      onOpenChange={(isOpen) => { if (!isOpen) onCancel(); }}
      title={t.deleteTitle}
      confirmLabel={t.deleteConfirm}
      cancelLabel={t.keep}
      busy={busy}
      onConfirm={onConfirm}
    >
      {resource ? t.deleteText(resource.name) : null}
    </ConfirmDialog>
  );
}
