import type { HTMLAttributes, RefAttributes } from 'react';
import type { ColorScheme } from '../theme/color-scheme';
import type { ThemeName } from '../theme/themes';
import type { WidgetElementAttributes, WidgetElementClass, WidgetSessionEvents } from './defineWidgetElement';

/** React 19 listens to `on{name}` of a custom element as the event `{name}`, its case kept. */
type EventProps<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: CustomEvent<Events[Name]>) => void;
};

/**
 * What a `fk-*` tag takes in TSX (`JSX.IntrinsicElements`), from the element's class (`typeof ChatElementConstructor`):
 * its props by their property names, which React 19 sets as properties (`videoCalls`, `tokenProvider`); the sign-in
 * attributes by their attribute names as well (`config-url`, `token-url`); its events as `on{event}`
 * (`onfk-unread-change`, `onfk-session-end`) with their typed `detail`; the theme and scheme a page may pin; and what any
 * HTML element takes (`className`, `style`, `ref`).
 */
export type ElementJsxProps<Class> =
  Class extends WidgetElementClass<infer Attributes, infer Events>
    ? Partial<Attributes> &
        WidgetElementAttributes &
        EventProps<Events & WidgetSessionEvents> & {
          'config-url'?: string;
          'token-url'?: string;
          'data-fk-theme'?: ThemeName;
          'data-fk-scheme'?: ColorScheme;
        } & HTMLAttributes<HTMLElement> &
        RefAttributes<HTMLElement>
    : never;
