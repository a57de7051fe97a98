/**
 * @fieldkit/ui/element: custom elements. `defineElement` wraps a React component in a shadow-DOM element;
 * `defineWidgetElement` makes a Fieldkit widget an element that connects, signs in and themes itself, sharing one
 * Fieldkit per page. A React app that embeds no element does not load them (nor the web-component library).
 */

export {
  connectWidget,
  forgetWidgetConnections,
  holdWidgetConnection,
  NotSignedInError,
  type WidgetConnection,
  type WidgetSignIn,
} from './element/connect-widget';
export { type DefineElementOptions, defineElement, type ElementPropType } from './element/defineElement';
export {
  defineWidgetElement,
  type ElementEvents,
  type EventsOf,
  type WidgetElement,
  type WidgetElementAttributes,
  type WidgetElementClass,
  type WidgetElementOptions,
  type WidgetSessionEvents,
} from './element/defineWidgetElement';
export type { ElementJsxProps } from './element/element-jsx';
export { CONNECT_RETRY_MAX_MS, retryDelay, type WidgetError } from './element/unreachable';
export { CONNECT_RETRY_MS, WidgetHost, type WidgetHostProps } from './element/WidgetHost';
