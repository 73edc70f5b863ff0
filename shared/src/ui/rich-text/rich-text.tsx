import { useEffect, useState } from 'react';
import type { Config } from 'dompurify';
import styled from 'styled-components';

export interface RichTextProps {
  /** Untrusted HTML from the server (notices, help articles, task descriptions). */
  html: string | null | undefined;
  className?: string;
  /** Element to render. Default div. */
  as?: 'div' | 'article' | 'section';
}

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

type Purifier = ReturnType<typeof import('dompurify').default>;
let purifier: Promise<Purifier | null> | null = null;

/**
 * Our own DOMPurify instance, so its hook does not leak into other users of the library.
 * Loaded on first use: most pages show no server HTML, and DOMPurify is ~9 KB gzip.
 */
function getPurifier(): Promise<Purifier | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  purifier ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(({ default: DOMPurify }) => createPurifier(DOMPurify(window)));
  return purifier;
}

function createPurifier(instance: Purifier): Purifier | null {
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const target = node.getAttribute('target');
      if (target && target !== '_blank' && target !== '_self') node.removeAttribute('target');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/** Sanitizes untrusted HTML (scripts, event handlers, javascript: URLs removed). Empty string without a DOM. */
export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  if (!html) return '';
  const instance = await getPurifier();
  return instance ? (instance.sanitize(html, CONFIG) as string) : '';
}

const Root = styled.div`
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.text};
  word-break: break-word;
  overflow-wrap: anywhere;

  p,
  ul,
  ol,
  blockquote,
  pre,
  table,
  figure {
    margin: 0 0 12px;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 20px 0 12px;
    line-height: 1.4;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul,
  ol {
    padding-left: 24px;
    list-style: revert;
  }
  img,
  video {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  blockquote {
    padding: 8px 16px;
    color: ${({ theme }) => theme.colors.textSecondary};
    background: ${({ theme }) => theme.colors.background};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
  pre {
    padding: 12px;
    overflow-x: auto;
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  /* A wide table scrolls inside the text instead of widening the page. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * Server HTML, sanitized with DOMPurify first. The ONLY place in the codebase that uses
 * dangerouslySetInnerHTML: render every piece of server HTML through it.
 */
export function RichText({ html, className, as = 'div' }: RichTextProps) {
  // Nothing unsanitized is ever rendered: the element stays empty until the clean HTML is ready.
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    void sanitizeHtml(html).then((result) => current && setClean(result));
    return () => {
      current = false;
    };
  }, [html]);
  return <Root as={as} className={className} aria-busy={clean === null} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
