import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';

const Anchor = styled.a<{ $muted: boolean }>`
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textSecondary : theme.colors.primary)};
  text-decoration: none;
  cursor: pointer;
  transition: color 0.2s;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
  /* Phones: a 44px-high tap area around the text without moving it. */
  ${({ theme }) => theme.media.phone} {
    display: inline-block;
    padding: 12px 0;
    margin: -12px 0;
  }
`;

export interface TextLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A same-site path; followed with platform.navigate (every router stays in step). */
  to: string;
  muted?: boolean;
  replace?: boolean;
  children: ReactNode;
}

/** A real link (href for new tabs and screen readers) that navigates through the platform. */
export function TextLink({ to, muted = false, replace, onClick, children, ...rest }: TextLinkProps) {
  const { navigate } = usePlatform();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, replace ? { replace } : undefined);
  };
  return (
    <Anchor {...rest} href={to} $muted={muted} onClick={handleClick}>
      {children}
    </Anchor>
  );
}
