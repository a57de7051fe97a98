export { Avatar, type AvatarProps } from './components/Avatar';
export { BackButton, type BackButtonProps } from './components/BackButton';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { CountButton, type CountButtonProps } from './components/CountButton';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/DataTable';
export { Dialog, type DialogProps } from './components/Dialog';
export { FileDrop, type FileDropProps } from './components/FileDrop';
export { HostLink, type HostLinkProps } from './components/HostLink';
export { Icon, type IconProps } from './components/Icon';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { ImageViewer, type ImageViewerProps } from './components/ImageViewer';
export { type IconName, iconPaths } from './components/iconPaths';
export { ListState, type ListStateProps } from './components/ListState';
export { LoaderOverlay, type LoaderOverlayProps } from './components/LoaderOverlay';
export { Menu, type MenuProps } from './components/Menu';
export { MenuItem, type MenuItemProps } from './components/MenuItem';
export { Notices, type NoticesProps } from './components/Notices';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { PageSizeSelect, type PageSizeSelectProps } from './components/PageSizeSelect';
export { Paginator, type PaginatorProps } from './components/Paginator';
export { Popover, type PopoverProps } from './components/Popover';
export { SearchToggle, type SearchToggleProps } from './components/SearchToggle';
export { SessionExpiryDialog, type SessionExpiryDialogProps } from './components/SessionExpiryDialog';
export { type PresenceStatus, StatusDot, type StatusDotProps } from './components/StatusDot';
export type { ToastItem, ToastSeverity } from './components/Toast';
export { Toasts, type ToastsProps } from './components/Toasts';
export { UnreadBadge, type UnreadBadgeProps } from './components/UnreadBadge';
export { type LogItemProps, WindowedLog, type WindowedLogProps } from './components/WindowedLog';
export {
  FieldkitProvider,
  type FieldkitProviderProps,
  useFieldkit,
  useMaybeFieldkit,
} from './context/FieldkitContext';
export { PortalContainerProvider, usePortalContainer } from './context/PortalContainer';
export {
  type CreateProps,
  defineWidget,
  type ModelState,
  type Widget,
  type WidgetModel,
  type WidgetOptions,
} from './hooks/defineWidget';
export { useApi } from './hooks/useApi';
export { type BlobUrl, useBlobUrl } from './hooks/useBlobUrl';
export { type FocusToggle, useFocusToggle } from './hooks/useFocusToggle';
export { useFocusTrap, useTabWrap } from './hooks/useFocusTrap';
export { useGrowingTextArea } from './hooks/useGrowingTextArea';
export { useHubState } from './hooks/useHubState';
export { useLatest } from './hooks/useLatest';
export { type Loaded, type LoadOptions, useLoad } from './hooks/useLoad';
export { useMediaQuery } from './hooks/useMediaQuery';
export { useOutsidePointerDown } from './hooks/useOutsidePointerDown';
export { usePageFocus } from './hooks/usePageFocus';
export { useSession } from './hooks/useSession';
export { useSettings } from './hooks/useSettings';
export { useStoreChange } from './hooks/useStoreChange';
export { useStoreState } from './hooks/useStoreState';
export { useTitleCount } from './hooks/useTitleCount';
export { type Translate, type TranslationResult, useTranslation } from './hooks/useTranslation';
export { type StartableModel, useWidgetModel } from './hooks/useWidgetModel';
export { useWidgetTexts, type WidgetT } from './hooks/useWidgetTexts';
export {
  LOG_KEY_ATTRIBUTE,
  useWindowedLog,
  type WindowedLogOptions,
  type WindowedLogView,
} from './hooks/useWindowedLog';
export { createWidgetContext, type WidgetContext } from './hooks/widgetContext';
export { deepActiveElement, focusedElement } from './model/activeElement';
export { type DatedEntry, type DatedRow, type DateSeparator, dayKey, withDateSeparators } from './model/days';
export { escapeBack, OWNS_ESCAPE } from './model/escapeBack';
export { formatFileSize } from './model/fileSize';
export { focusableIn } from './model/focusable';
export { initialsOf } from './model/initials';
export type { LogKey } from './model/logWindow';
export { PAGE_SIZE_OPTIONS } from './model/pageSizes';
export { pictureBlob, pictureSrc, pictureType } from './model/picture';
export { saveBlob } from './model/saveBlob';
export type { SortDirection, SortState } from './model/sortRows';
export { WIDGET_ROOT, WIDGET_ROOT_ATTRIBUTE } from './model/widgetRoot';
export { applyColorScheme, type ColorScheme, colorSchemeOf, colorSchemes } from './theme/color-scheme';
export { contrastRatio } from './theme/contrast';
export { applyTheme, defaultTheme, type ThemeName, themeForId, themeNames } from './theme/themes';
