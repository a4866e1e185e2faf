import { useEffect, useState } from 'react';

export type FileText = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; text: string };

/**
 * The file at `url` as text (§7: the CSV preview downloads the file, the text viewer fetches it as
 * text). A failed request or a non-2xx answer is 'failed'; a new URL starts again.
 */
export function useFileText(url: string): FileText {
  const [state, setState] = useState<{ url: string; result: FileText }>({ url, result: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then(
        (text) => setState({ url, result: { status: 'loaded', text } }),
        () => { if (!controller.signal.aborted) setState({ url, result: { status: 'failed' } }); },
      );
    return () => controller.abort();
  }, [url]);
  // Until the effect for a new URL has answered, the previous file's result must not show.
  return state.url === url ? state.result : { status: 'loading' };
}
