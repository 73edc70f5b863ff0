import { useEffect, useState } from 'react';
import styled from 'styled-components';
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
      <Img src={src} alt={alt} />
    </a>
  ) : (
    <Placeholder aria-label={alt} />
  );
}

const Img = styled.img`
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
