export { createNotifier, MESSAGE_DURATION_MS, type NotifierOptions } from './notifier';
export { createLoading, DEFAULT_LOADING_TEXT } from './loading';
