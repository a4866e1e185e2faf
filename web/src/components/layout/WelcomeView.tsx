/**
 * The welcome banner's markup (§1, issues 15, 26, 28): plain elements with the `ps-welcome` classes
 * of web/index.html, so the banner the gateway draws into the HTML for a signed-in page (the app
 * shell, filled with the viewer's name) and the one React draws are the same pixels by
 * construction: React's first commit replaces it without a jump, and the browser counts the
 * banner as painted when the HTML arrives (it is the list's largest text on a phone).
 */
interface Props {
  title: string;
  text: string;
  dismissLabel: string;
  /** Absent in the app shell: its button waits for the app (disabled, so it cannot be pressed for nothing). */
  onDismiss?: () => void;
  testId?: string;
}

export function WelcomeView({ title, text, dismissLabel, onDismiss, testId }: Props) {
  return (
    <div className="ps-welcome" data-testid={testId}>
      <div className="ps-welcome-row">
        <div className="ps-welcome-body">
          <h2 className="ps-welcome-title">{title}</h2>
          {/* On a phone the sentence is cut to two lines; the full text is its title. */}
          <p className="ps-welcome-text" title={text}>{text}</p>
        </div>
        <button type="button" className="ps-close" aria-label={dismissLabel} onClick={onDismiss} disabled={!onDismiss}>
          {/* Chakra's CloseButton icon, drawn without the component. */}
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" fillRule="evenodd" clipRule="evenodd" d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
