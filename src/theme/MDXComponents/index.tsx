import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  ApiOption,
  ApiOptionMeta,
  ApiOptionName,
} from '@site/src/components/ApiOption';

/**
 * Wraps the MDX components: Markdown tables render inside a focusable scroll
 * container, so wide tables stay usable with the keyboard on small screens;
 * the option blocks that `plugins/option-blocks` writes on API reference
 * pages get their components.
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  ApiOption,
  ApiOptionMeta,
  ApiOptionName,
};
