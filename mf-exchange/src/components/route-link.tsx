import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { usePlatform } from '@survey/shared';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A same-site path, followed with platform.navigate so every router stays in step. */
  to: string;
  children: ReactNode;
}

/** A real link (href for new tabs and screen readers) that navigates through the platform. */
export function RouteLink({ to, onClick, children, ...rest }: RouteLinkProps) {
  const { navigate } = usePlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} onClick={handleClick}>
      {children}
    </a>
  );
}
