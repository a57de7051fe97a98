/** What a page's evaluation needs: Playwright's `Page`, from the test runner or from playwright-core. */
interface Evaluates {
  evaluate<R>(fn: () => R): Promise<R>;
}

/**
 * An init script counting the React renderers that start on a page, as React's devtools extension sees them: each
 * copy of React DOM injects itself into `__REACT_DEVTOOLS_GLOBAL_HOOK__` once.
 */
export function countReactCopies(): void {
  const renderers = new Map<number, unknown>();
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** How many copies of React started on a page given `countReactCopies` as an init script. */
export function reactCopies(page: Evaluates): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}
