/** The focused element, looking into shadow roots (`document.activeElement` stops at the shadow host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The element a control could give the focus back to: the deep focused one, unless that is nothing or the body. */
export function focusedElement(doc: Document = document): HTMLElement | null {
  const active = deepActiveElement(doc);
  return active instanceof HTMLElement && active !== doc.body ? active : null;
}
