import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Img } from '@survey/shared/ui';
import { usePlatform } from '@survey/shared';
import { signUrl } from '@survey/shared/upload';

/** A private uploaded image, shown through a signed, time-limited link. */
export function SignedImage({ objectKey, alt }: { objectKey: string; alt: string }) {
  const { http } = usePlatform();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    signUrl(http, objectKey)
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, objectKey]);
  return src ? (
    <a href={src} target="_blank" rel="noreferrer">
      <Picture src={src} alt={alt} width={96} height={96} />
    </a>
  ) : (
    <Placeholder aria-label={alt} />
  );
}

const Picture = styled(Img)`
  display: block;
  width: 96px;
  height: 96px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Placeholder = styled.span`
  display: block;
  width: 96px;
  height: 96px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
`;
