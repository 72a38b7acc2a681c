// Replaces the theme's client module that registers Prism languages in the
// main bundle: the highlighter is loaded lazily (see ./index.ts).
export {};
