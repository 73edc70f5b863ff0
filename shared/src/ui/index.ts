// `@survey/shared/ui`, one federated singleton: the base of the UI kit (styled-components 6, theme
// from ./theme), what the shell's chrome, every area's runtime and the landing page render. The
// rest of the kit is in entries of its own, so a page downloads only those it uses:
// `/ui/form`, `/ui/modal`, `/ui/navigation`, `/ui/data`, `/ui/rich-text` (subfolders here).
// One component per file.
export * from './theme';
export { GlobalStyle } from './global-style';
export { visuallyHidden } from './visually-hidden';
export { StyleScope, ScopedPortalContent } from './style-scope';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { MessageHost, type MessageHostProps } from './message-host';
export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
export { LoadingBar, type LoadingBarProps } from './loading-bar';
export { Card, type CardProps } from './card';
export { PageContainer, PageMain, type PageContainerProps } from './page-container';
export { Section, type SectionProps } from './section';
export { Tag, type TagProps, type TagType } from './tag';
export { Empty, type EmptyProps } from './empty';
export { Avatar, type AvatarProps } from './avatar';
export { Img, type ImgProps } from './img';
export { CoinAmount, CoinIcon, type CoinAmountProps } from './coin-amount';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { Result, type ResultProps, type ResultStatus } from './result';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Stack } from './stack';
export { PhoneActionBar, PHONE_ACTION_BAR_ATTRIBUTE } from './phone-action-bar';
