// `@survey/shared/ui/rich-text`, one federated singleton: server HTML, sanitized (DOMPurify is a
// lazy chunk of its own, fetched on the first render).
export { RichText, sanitizeHtml, type RichTextProps } from './rich-text';
