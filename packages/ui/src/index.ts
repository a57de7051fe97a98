export { Avatar, type AvatarProps } from './components/Avatar';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/DataTable';
export { Dialog, type DialogProps } from './components/Dialog';
export { LoaderOverlay, type LoaderOverlayProps } from './components/LoaderOverlay';
export { Menu, type MenuProps } from './components/Menu';
export { MenuItem, type MenuItemProps } from './components/MenuItem';
export { Notices, type NoticesProps } from './components/Notices';
export { Paginator, type PaginatorProps } from './components/Paginator';
export { Popover, type PopoverProps } from './components/Popover';
export { SessionExpiryDialog, type SessionExpiryDialogProps } from './components/SessionExpiryDialog';
export { type PresenceStatus, StatusDot, type StatusDotProps } from './components/StatusDot';
export type { ToastItem, ToastSeverity } from './components/Toast';
export { Toasts, type ToastsProps } from './components/Toasts';
export {
  FieldkitProvider,
  type FieldkitProviderProps,
  useFieldkit,
  useMaybeFieldkit,
} from './context/FieldkitContext';
export { PortalContainerProvider, usePortalContainer } from './context/PortalContainer';
export { type DefineElementOptions, defineElement, type ElementPropType } from './element/defineElement';
export { useApi } from './hooks/useApi';
export { useHubState } from './hooks/useHubState';
export { useOutsidePointerDown } from './hooks/useOutsidePointerDown';
export { useSession } from './hooks/useSession';
export { useSettings } from './hooks/useSettings';
export { type Translate, type TranslationResult, useTranslation } from './hooks/useTranslation';
export { useWidgetTexts, type WidgetT } from './hooks/useWidgetTexts';
export { type DatedEntry, type DatedRow, type DateSeparator, dayKey, withDateSeparators } from './model/days';
export { formatFileSize } from './model/fileSize';
export { initialsOf } from './model/initials';
export { pictureBlob, pictureSrc, pictureType } from './model/picture';
export { saveBlob } from './model/saveBlob';
export type { SortDirection, SortState } from './model/sortRows';
export { contrastRatio } from './theme/contrast';
export { applyTheme, defaultTheme, type ThemeName, themeForId, themeNames } from './theme/themes';
