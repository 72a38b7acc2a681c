import type {DemoDefinition} from '@site/src/remotion/types';
import {guideDemos} from './guides';
import {demos as learnDemos} from './learn/demos';
import {demos as marketingDemos} from './marketing/demos';
import {demos as templateDemos} from './templates/demos';

/** Every live demo of the site, by id. Composition code is loaded lazily. */
export const allDemos: readonly DemoDefinition[] = [
  ...guideDemos,
  ...learnDemos,
  ...marketingDemos,
  ...templateDemos,
];

/** The demo registered under `id`, or undefined if there is none. */
export function findDemo(id: string): DemoDefinition | undefined {
  return allDemos.find((demo) => demo.id === id);
}
