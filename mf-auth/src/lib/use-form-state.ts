import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './validators';

/** Values and messages of a small form; typing in a field clears its message. */
export function useFormState<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const clearError = useCallback((key: K) => {
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);

  const setValue = useCallback(
    (key: K, value: string) => {
      setValues((current) => ({ ...current, [key]: value }));
      clearError(key);
    },
    [clearError],
  );

  const setError = useCallback((key: K, message: string) => {
    setErrors((current) => ({ ...current, [key]: message }));
  }, []);

  /** Props for an Input: value, onChange and error. */
  const field = (key: K) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(key, event.target.value),
  });

  return { values, errors, setErrors, setError, setValue, field };
}
