/**
 * @fieldkit/ui/embed: Fieldkit in a React app of another company. `EmbeddedFieldkit` signs the host's user in through
 * its token provider and provides the Fieldkit to the widgets inside; an app that signs in otherwise (the full app)
 * does not load it, nor the i18n it brings.
 */

export {
  EmbeddedFieldkit,
  type EmbeddedFieldkitProps,
  WIDGET_NAMESPACES,
} from './context/EmbeddedFieldkit';
export type { WidgetError } from './element/unreachable';
