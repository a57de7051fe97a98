/** The attribute that marks a widget's root element; its value names the widget (`data-fk-widget="chat"`). */
export const WIDGET_ROOT_ATTRIBUTE = 'data-fk-widget';

/** A selector for any widget's root element. */
export const WIDGET_ROOT = `[${WIDGET_ROOT_ATTRIBUTE}]`;
