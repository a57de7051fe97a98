import { useEffect, useRef } from 'react';

/** What a widget's framework-free model offers its React side: started on mount, disposed on unmount. */
export interface StartableModel {
  start(): unknown;
  dispose(): void;
}

/**
 * The model a widget runs on: `given` when the host made its own (the shell, to show a count elsewhere; a story),
 * else one made once with `create`, started on mount and disposed on unmount (StrictMode's second mount starts it
 * again, which every model allows).
 */
export function useWidgetModel<Model extends StartableModel>(create: () => Model, given?: Model): Model {
  // Made on the first render without a given model, and kept: a host that stops giving one gets this one.
  const own = useRef<Model | null>(null);
  if (!given && !own.current) own.current = create();
  const model = given ?? (own.current as Model);
  useEffect(() => {
    if (given) return;
    void model.start();
    return () => model.dispose();
  }, [model, given]);
  return model;
}
