import { type FormEvent, useState } from 'react';

type Problems = Record<string, string | undefined>;

/**
 * A delivery form's submit: its checks first (each message shown under its field), then the call,
 * busy meanwhile. A refused call was already explained by the platform, so it only ends the wait.
 */
export function useCheckedSubmit<E extends Problems>(check: () => E, send: () => Promise<void>) {
  const [errors, setErrors] = useState<Partial<E>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = check();
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await send();
    } catch {
      // Shown by the platform (a name that differs from the verified one, an ID already used…).
    } finally {
      setBusy(false);
    }
  };
  return { errors, busy, submit };
}
