import fs from 'node:fs';

/** Debian's package (apt-get install -y chromium); never a downloaded browser. */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export function findChromium(): string | null {
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/**
 * Flags from the toolchain notes: headless, no sandbox (CI runs as root), and no background
 * networking, which otherwise keeps trying to reach the internet. WebGL still works (SwiftShader).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
