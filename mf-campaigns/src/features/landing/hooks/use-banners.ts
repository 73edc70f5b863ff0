import { useEffect, useState } from 'react';
import { usePlatform } from '@survey/shared';
import { getBanners, type Banner } from '../api/get-banners';

/** The landing banners; an empty list while loading or when the call failed (the section hides). */
export function useBanners(): Banner[] {
  const { http } = usePlatform();
  const [banners, setBanners] = useState<Banner[]>([]);
  useEffect(() => {
    let active = true;
    getBanners(http).then(
      (data) => {
        if (active) setBanners(Array.isArray(data) ? data : []);
      },
      () => {
        // The platform has shown the error; the landing page stands without banners.
      },
    );
    return () => {
      active = false;
    };
  }, [http]);
  return banners;
}
