import type { ReactNode } from 'react';
import { auth, layout, shell } from '../../messages';
import { WelcomeView } from './WelcomeView';

/**
 * The app shell (issue 28): the frame of a screen drawn by the HTML itself, before any script runs.
 * web/index.html holds these components' markup as `<template data-shell="…">` elements (kept equal
 * to them by AppShell.test.tsx) and their CSS (`ps-` classes, the Chakra theme's sizes and colours,
 * written out); the gateway puts the route's template into #root (gateway/src/app-shell.ts) and
 * React's first commit replaces it. Plain elements, no Chakra: the signed-in frame is also the
 * React fallback while the layout's chunk arrives (LayoutSkeleton), so the two are the same pixels.
 */
export type ShellKind = 'login' | 'leads' | 'lead' | 'signed-in';

/**
 * What the gateway writes into a template for the signed-in viewer (gateway/src/shell-data.ts):
 * each `%%name%%` becomes the value, HTML-escaped. A `<template data-slot="x">` is kept (filled)
 * when the gateway has slot x's values and dropped otherwise; `data-slot="!x"` is its opposite
 * (what stands there without them: a skeleton).
 */
export const SHELL_TOKENS = { firstName: '%%firstName%%', organization: '%%organization%%', leadName: '%%leadName%%' } as const;

/** A slot of the template (see SHELL_TOKENS): rendered only into index.html, never by the live app. */
function Slot({ name, children }: { name: string; children: ReactNode }) {
  return <template data-slot={name}>{children}</template>;
}

/** The welcome banner, with and without an organization to name (§1's two texts), as the gateway fills it. */
function WelcomeSlots() {
  const view = (organization: string | null) => (
    <WelcomeView title={layout.welcomeTitle(SHELL_TOKENS.firstName)} text={layout.welcomeText(organization)} dismissLabel={layout.dismissWelcome} />
  );
  return (
    <>
      <Slot name="welcome-org">{view(SHELL_TOKENS.organization)}</Slot>
      <Slot name="welcome">{view(null)}</Slot>
    </>
  );
}

const bars = (count: number, className: string) => Array.from({ length: count }, (_, i) => <div key={i} className={`ps-sk ${className}`} />);

/** lucide's Sun (Sidebar's brand), drawn without the icon library. */
function SunIcon() {
  return (
    <svg className="ps-sun" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2m-7.07-14.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </svg>
  );
}

/** lucide's Menu (the header's toggle on a phone; a panel icon on wider screens). */
function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 12h16M4 6h16M4 18h16" />
    </svg>
  );
}

/** What the screen's own skeleton shows in the content area, per route kind (also MainLayout's fallback). */
export function ShellContent({ kind, slots = false }: { kind: Exclude<ShellKind, 'login'>; slots?: boolean }) {
  if (kind === 'leads') {
    return (
      <div className="ps-stack ps-gap5 ps-mt2">
        <div className="ps-row">
          {/* The list's heading is its nav label (AppShell.test.tsx checks they agree): the list's texts stay out of the entry. */}
          <h1 className="ps-h1">{layout.leads}</h1>
          <div className="ps-sk ps-btn" />
        </div>
        <div className="ps-stack ps-gap5" role="status" aria-label={shell.loading}>
          <div className="ps-sk ps-h8 ps-filters" />
          <div className="ps-figures">{bars(3, 'ps-h20')}</div>
          <div className="ps-sk ps-h10 ps-tabs" />
          <div className="ps-stack ps-gap2">{bars(6, 'ps-h9')}</div>
        </div>
      </div>
    );
  }
  if (kind === 'lead') {
    return (
      <div className="ps-stack ps-gap5" role="status" aria-label={shell.loading}>
        <div className="ps-sk ps-h5 ps-w24" />
        {slots ? (
          <>
            {/* The lead's name, where LeadHeader draws it and as large (its largest text). */}
            <Slot name="lead"><h1 className="ps-lead-title">{SHELL_TOKENS.leadName}</h1></Slot>
            <Slot name="!lead"><div className="ps-sk ps-h9 ps-half" /></Slot>
          </>
        ) : <div className="ps-sk ps-h9 ps-half" />}
        <div className="ps-stack ps-gap2 ps-twothirds">{bars(2, 'ps-h4')}</div>
        <div className="ps-line ps-gap1">{bars(7, 'ps-h2 ps-flex')}</div>
        <div className="ps-line ps-gap4">{bars(5, 'ps-h8 ps-w20')}</div>
        <div className="ps-sk ps-h48" />
      </div>
    );
  }
  return (
    <div className="ps-stack ps-gap4 ps-pad" role="status" aria-label={shell.loading}>
      <div className="ps-sk ps-h8 ps-third" />
      <div className="ps-sk ps-h40" />
      <div className="ps-sk ps-h40" />
    </div>
  );
}

/**
 * The signed-in frame (MainLayout): the sidebar with the brand (a drawer on phones, so not drawn
 * there), the header bar with the menu toggle and the account controls' places, and the content
 * area with the route's heading and skeletons. Nothing in it is interactive: it is not the app yet.
 */
export function SignedInShell({ kind, slots = false }: { kind: Exclude<ShellKind, 'login'>; slots?: boolean }) {
  return (
    <div className="ps-app">
      <div className="ps-side">
        <div className="ps-brand"><SunIcon /><span className="ps-brandname">{auth.appName}</span></div>
        <div className="ps-stack ps-gap4 ps-navsk">{bars(6, 'ps-h8')}</div>
      </div>
      <header className="ps-top">
        <span className="ps-toggle"><MenuIcon /></span>
        <span className="ps-spacer" />
        <span className="ps-sk ps-contact" />
        <span className="ps-sk ps-round ps-r10" />
        <span className="ps-sk ps-round ps-r8" />
      </header>
      <main className="ps-main" aria-busy="true">
        {slots && <WelcomeSlots />}
        <ShellContent kind={kind} slots={slots} />
      </main>
    </div>
  );
}

/**
 * The sign-in card's frame (AuthCard): the product name, the heading, and the login form's places
 * at the form's own heights (two fields, the remember-me row, the button, the sign-up line), so
 * the card is as tall as the one React draws and nothing moves when it does.
 */
export function LoginShell() {
  return (
    <main className="ps-auth" aria-busy="true">
      <div className="ps-card">
        <div className="ps-cardhead">
          <p className="ps-appname">{auth.appName}</p>
          <h1 className="ps-h1">{auth.loginTitle}</h1>
        </div>
        <div className="ps-stack ps-cardbody" role="status" aria-label={shell.loading}>
          <div className="ps-sk ps-label ps-w-email" />
          <div className="ps-sk ps-h10" />
          <div className="ps-sk ps-label ps-w-password ps-mt-field" />
          <div className="ps-sk ps-h10" />
          <div className="ps-line ps-between ps-mt-field">
            <div className="ps-sk ps-label ps-w-remember" />
            <div className="ps-sk ps-label ps-w-forgot" />
          </div>
          <div className="ps-sk ps-submit" />
        </div>
        <div className="ps-cardfoot"><div className="ps-sk ps-footline" /></div>
      </div>
    </main>
  );
}

/** Each kind's element, as index.html's templates hold them, with their slots (and the gateway picks by route). */
export function AppShell({ kind }: { kind: ShellKind }) {
  return kind === 'login' ? <LoginShell /> : <SignedInShell kind={kind} slots />;
}

export const SHELL_KINDS: ShellKind[] = ['login', 'leads', 'lead', 'signed-in'];

/** The signed-in frame's kind for a path (the gateway's shellKindOf agrees for signed-in paths). */
export function signedInKindOf(pathname: string): Exclude<ShellKind, 'login'> {
  if (/^\/manage\/leads\/?$/.test(pathname)) return 'leads';
  if (/^\/manage\/leads\/[^/]+\/?$/.test(pathname)) return 'lead';
  return 'signed-in';
}
