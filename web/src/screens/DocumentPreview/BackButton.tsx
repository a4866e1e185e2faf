import { Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routing/paths';
import type { BackTarget } from './back';
import { previewTexts as t } from './texts';

/** React Router keeps the position in its history entries: 0 means the preview was opened first. */
const canGoBackInApp = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Back to where the preview was opened from; nothing for files of the external database (§2). */
export function BackButton({ target }: { target: BackTarget }) {
  const navigate = useNavigate();
  if (target.kind === 'none') return null;
  const goBack = () => {
    if (target.kind === 'path') navigate(target.to);
    // Opened directly (a bookmark, a new tab): history back would leave the app, so go home.
    else if (canGoBackInApp()) navigate(-1);
    else navigate(paths.leads);
  };
  return (
    <Button variant="outline" size="sm" onClick={goBack}>
      <ArrowLeft aria-hidden />
      {t.back}
    </Button>
  );
}
