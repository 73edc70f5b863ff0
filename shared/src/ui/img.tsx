import type { ComponentPropsWithoutRef } from 'react';

export interface ImgProps extends Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'
> {
  src: string;
  /** What the picture shows; '' for a decorative one (a thumbnail inside a labelled button). */
  alt: string;
  /** The intrinsic size, or just its ratio: the browser reserves the box before the file
   * arrives, so nothing below it moves (CSS may still scale it). */
  width: number;
  height: number;
  /** The page's main picture, above the fold (its largest paint): fetched first and at once.
   * Every other picture loads lazily, near the viewport, and decodes off the main thread. */
  priority?: boolean;
}

/** A picture that never shifts the layout and costs nothing until it is about to be seen. */
export function Img({ priority = false, ...props }: ImgProps) {
  return (
    <img
      {...props}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
