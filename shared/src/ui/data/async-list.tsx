import type { ReactNode } from 'react';
import { Empty } from '@survey/shared/ui';
import { AsyncContent, type AsyncContentProps } from './async-content';

/** An answer that is a list: an array, or a page of one (`{ list, total }`). */
export type Listed = readonly unknown[] | { list: readonly unknown[] };

export interface AsyncListProps<T extends Listed> extends AsyncContentProps<T> {
  /** When the list is empty: what is missing (当前没有{empty}哦~！), or a node of its own. */
  empty: string | ReactNode;
  /** Under a list that is not empty, e.g. its `Pagination`. */
  pagination?: (data: T) => ReactNode;
}

const itemsOf = (data: Listed) => ('list' in data ? data.list : data);

/** `AsyncContent` for a list: as well the empty state when the answer holds no items. */
export function AsyncList<T extends Listed>({ empty, pagination, children, ...content }: AsyncListProps<T>) {
  return (
    <AsyncContent {...content}>
      {(data) =>
        itemsOf(data).length === 0 ? (
          typeof empty === 'string' ? (
            <Empty content={empty} />
          ) : (
            empty
          )
        ) : (
          <>
            {children(data)}
            {pagination?.(data)}
          </>
        )
      }
    </AsyncContent>
  );
}
