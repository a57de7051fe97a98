// The stylesheet imported as text (Vite's `?raw`; the tsup build has a matching loader), for shadow roots.
declare module '*.css?raw' {
  const css: string;
  export default css;
}
