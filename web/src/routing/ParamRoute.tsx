import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from './NotFound';

/** Renders children only when the route param matches its §2 pattern; otherwise NotFound. */
export function ParamRoute({ name, pattern, children }: { name: string; pattern: RegExp; children: ReactNode }) {
  const value = useParams()[name];
  if (value == null || !pattern.test(value)) return <NotFound />;
  return <>{children}</>;
}
