export {
  fencedCode,
  frontMatterFields,
  parseMarkdown,
  type FencedCode,
} from './parse';
export {countProseWords, MIN_PROSE_WORDS, proseOf, proseOfTree} from './prose';
