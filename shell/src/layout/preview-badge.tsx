// The QA preview marker (issue 27): a browser that opened a preview link runs one area at a
// pinned version (`channel: 'preview'` in the manifest the server chose for it). The badge says
// which, stays visible on every page, and leaves the preview with a full page load of
// /_preview/exit (the server clears the HttpOnly pin cookie; the router could not). A dev link
// (`channel: 'dev'`, the area's code from a developer's dev server) is the same pin: 开发 <area>.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ROLLOUT, type AreaRelease, type RemotesManifest } from '@survey/shared';
import { Tag, visuallyHidden } from '@survey/shared/ui';

/** Longer versions are cut visibly (`0.2.0-3fa2c9d81e` → `0.2.0-…`); the full one is in the name. */
const SHORT_VERSION = 10;

export function shortVersion(version: string): string {
  if (version.length <= SHORT_VERSION) return version;
  const dash = version.indexOf('-');
  return dash > 0 && dash < SHORT_VERSION ? `${version.slice(0, dash + 1)}…` : `${version.slice(0, SHORT_VERSION - 1)}…`;
}

function describe(release: AreaRelease): string {
  const until = release.previewUntil ? new Date(release.previewUntil) : null;
  const time = until && !Number.isNaN(until.getTime()) ? `，至 ${until.toLocaleString('zh-CN', { hour12: false })}` : '';
  return release.channel === 'dev' ? `开发 ${release.area}${time}` : `预览 ${release.area} ${release.version}${time}`;
}

/** A dev link's line: no version (its code changes with every save). */
const DevLine = ({ release }: { release: AreaRelease }) => (
  <Line title={describe(release)}>
    <Tag type="primary">开发</Tag> {release.area}
  </Line>
);

export function PreviewBadge({ manifest }: { manifest: RemotesManifest }) {
  // Drawn after the first render: a pre-rendered page's markup (whichever manifest the server
  // rendered it with) hydrates without it, so it can never make hydration mismatch.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const previews = manifest.areas.filter((release) => release.channel === 'preview' || release.channel === 'dev');
  const developing = previews.some((release) => release.channel === 'dev');
  if (!shown || previews.length === 0) return null;
  return (
    <>
      {/* Room after the footer, so at the end of the page the badge covers none of its links. */}
      <Room aria-hidden />
      <Badge aria-label={previews.map(describe).join('；')} data-testid="preview-badge">
        {previews.map((release) =>
          release.channel === 'dev' ? (
            <DevLine key={release.area} release={release} />
          ) : (
            <Line key={release.area} title={describe(release)}>
              {/* Spaces between the parts: the line reads (and is found as) `预览 mf-tasks 0.2.0-…`. */}
              <Tag type="gold">预览</Tag>{' '}
              <span aria-hidden>
                {release.area} {shortVersion(release.version)}
              </span>{' '}
              <FullName>
                {release.area} {release.version}
              </FullName>
            </Line>
          ),
        )}
        {developing ? (
          <Exit href={ROLLOUT.previewExit} aria-label="退出开发">
            退出
          </Exit>
        ) : (
          <Exit href={ROLLOUT.previewExit}>退出预览</Exit>
        )}
      </Badge>
    </>
  );
}

const BADGE_HEIGHT = 40;

const FullName = styled.span`
  ${visuallyHidden}
`;

const Room = styled.div`
  height: calc(${BADGE_HEIGHT + 16}px + env(safe-area-inset-bottom, 0px));
`;

// Bottom left: the invite promo keeps to the right, the header's controls are at the top.
const Badge = styled.aside`
  position: fixed;
  left: max(8px, env(safe-area-inset-left, 0px));
  bottom: calc(8px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  min-height: ${BADGE_HEIGHT}px;
  max-width: calc(100vw - 16px);
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.headerDark};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSize.sm};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
`;

// White on the header's dark blue: far above AA; a visible ring for the keyboard.
const Exit = styled.a`
  color: #fff;
  text-decoration: underline;
  white-space: nowrap;
  padding: 4px 0;
  &:hover {
    color: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
