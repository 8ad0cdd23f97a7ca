export { theme, WIDE_BREAKPOINT } from './theme/theme';
export { AppThemeProvider } from './theme/app-theme-provider';
export { ToastProvider, TOAST_DELAY_MS } from './toast/toast-provider';
export { useToast, type Toast, type ToastVariant } from './toast/use-toast';
export { PageSpinner } from './feedback/page-spinner';
export { ErrorAlert, type ErrorAlertProps } from './feedback/error-alert';
export { PageContainer, type PageContainerProps } from './layout/page-container';
export {
  documentTitle,
  PageTitle,
  PageTitleCollector,
  SITE_NAME,
  titled,
  usePageTitle,
} from './layout/page-title';
export { SafeHtml, type SafeHtmlProps } from './html/safe-html';
export { storedHtmlStyles } from './html/stored-html-styles';
export { lazyNamed, lazyPage } from './code-splitting/lazy-page';
export * from './i18n';
