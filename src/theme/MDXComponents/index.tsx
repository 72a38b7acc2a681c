import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/**
 * Wraps the MDX components: Markdown tables render inside a focusable scroll
 * container, so wide tables stay usable with the keyboard on small screens.
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
