import type {DemoDefinition} from '@site/src/remotion/types';
import {demos as docsDemos} from './docs/demos';
import {demos as docsAnimationDemos} from './docs-animation/demos';
import {demos as docsCaptionsDemos} from './docs-captions/demos';
import {demos as docsPlayerDemos} from './docs-player/demos';
import {demos as docsVisualDemos} from './docs-visual/demos';
import {demos as learnDemos} from './learn/demos';
import {demos as marketingDemos} from './marketing/demos';
import {demos as templateDemos} from './templates/demos';

/** Every live demo of the site, by id. Composition code is loaded lazily. */
export const allDemos: readonly DemoDefinition[] = [
  ...docsDemos,
  ...docsAnimationDemos,
  ...docsCaptionsDemos,
  ...docsPlayerDemos,
  ...docsVisualDemos,
  ...learnDemos,
  ...marketingDemos,
  ...templateDemos,
];

export function findDemo(id: string): DemoDefinition | undefined {
  return allDemos.find((demo) => demo.id === id);
}
