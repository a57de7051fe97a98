// The stylesheet imported as text (Vite's `?raw`; the tsup build has a matching loader), for shadow roots.
declare module '*.css?raw' {
  const css: string;
  export default css;
}

// A file imported as its URL (Vite's `?url`), for the stories' media.
declare module '*?url' {
  const url: string;
  export default url;
}

// A file imported as a `data:` URL (Vite's `?inline`), for the stories' PDF in jsdom as in the browser.
declare module '*?inline' {
  const url: string;
  export default url;
}
