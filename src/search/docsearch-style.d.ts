/** The DocSearch stylesheet entry point: a CSS side effect, no exports. */
declare module '@docsearch/react/style';
