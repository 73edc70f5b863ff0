// Toast messages (spec section 8): info/warning/error/success, visible 2000 ms, optional
// dedupe. A plain store, so the shell renders it with useSyncExternalStore.
import type { Message, MessageType, Notifier } from '../platform-contract';

export const MESSAGE_DURATION_MS = 2000;

export interface NotifierOptions {
  duration?: number;
}

export function createNotifier(options: NotifierOptions = {}): Notifier {
  const defaultDuration = options.duration ?? MESSAGE_DURATION_MS;
  let messages: Message[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  function emit(): void {
    for (const listener of [...listeners]) listener();
  }

  function remove(id: number): void {
    const remaining = messages.filter((message) => message.id !== id);
    if (remaining.length === messages.length) return;
    messages = remaining;
    emit();
  }

  function show(type: MessageType, text: string, showOptions: { dedupe?: boolean; duration?: number } = {}): void {
    if (!text) return;
    if (showOptions.dedupe && messages.some((message) => message.type === type && message.text === text)) return;
    const message: Message = { id: nextId++, type, text };
    // A new array each change: getMessages() keeps its identity until something changes.
    messages = [...messages, message];
    emit();
    setTimeout(() => remove(message.id), showOptions.duration ?? defaultDuration);
  }

  return {
    show,
    info: (text, o) => show('info', text, o),
    warning: (text, o) => show('warning', text, o),
    error: (text, o) => show('error', text, o),
    success: (text, o) => show('success', text, o),
    getMessages: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
