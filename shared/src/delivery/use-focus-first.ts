import { useEffect, useRef } from 'react';

/**
 * The ref for a form's first field, focused on mount when the form was opened by a press (使用新地址,
 * 修改, 重新提交…): focus goes to the next step's first field, not back to the page.
 */
export function useFocusFirst(focusFirst: boolean) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  return first;
}
