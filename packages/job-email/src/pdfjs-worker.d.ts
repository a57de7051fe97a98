// pdf.js's parser as a module of its own: importing it registers its handler on `globalThis.pdfjsWorker`.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs';
