/**
 * A shadow root in the document as a custom element has one: a `container` to render into and a `portal` for what
 * is portalled (the way defineElement sets them up). Call `remove()` at the end of the test.
 */
export function shadowRootFixture() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  const portal = document.createElement('div');
  shadow.append(container, portal);
  return { shadow, container, portal, remove: () => host.remove() };
}
