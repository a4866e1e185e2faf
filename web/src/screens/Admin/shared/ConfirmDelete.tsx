import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Confirmation of a deletion in the admin tables: the shared ConfirmDialog, closed by onCancel. */
export function ConfirmDelete({ open, onCancel, ...rest }: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return <ConfirmDialog open={open} onOpenChange={(isOpen) => { if (!isOpen) onCancel(); }} {...rest} />;
}
