/**
 * Types of the site's typed data. Every entry is validated at build time by
 * the plugin that reads it (see `plugins/`), so a malformed entry fails the
 * build with the entry and the field named. Tag sets live in `./tags`.
 */
import type {ExpertKind, ExpertSkill, ShowcaseTag, TemplateTag} from './tags';

export type {ExpertKind, ExpertSkill, ShowcaseTag, TemplateTag};

export type Expert = {
  /** URL segment: /experts/{slug}. Lowercase-hyphenated and unique. */
  readonly slug: string;
  /** Always true: every profile on this site is a fictional sample entry. */
  readonly sample: true;
  readonly name: string;
  readonly kind: ExpertKind;
  /** One line shown on the card and used as the meta description. */
  readonly tagline: string;
  /** Two to four sentences. */
  readonly bio: string;
  readonly location: string;
  readonly skills: readonly ExpertSkill[];
  /** What they offer, one short item each (3 to 5 items). */
  readonly offers: readonly string[];
  /** Path of the avatar under `static/`, for example `/img/experts/ada.svg`. */
  readonly avatar: string;
  readonly links: {
    readonly website?: string;
    readonly email?: string;
    readonly github?: string;
    readonly x?: string;
    readonly linkedin?: string;
  };
  /** Year they started working with the toolkit. */
  readonly since: number;
};

/** A file of a template and what it is for, in one line. */
export type TemplateFile = {readonly path: string; readonly purpose: string};

export type Template = {
  /** URL segment: /templates/{slug}; also the `--template` / name used by create-video. */
  readonly slug: string;
  readonly title: string;
  /** One sentence for cards and the meta description. */
  readonly shortDescription: string;
  /** What it makes and for whom: two to four sentences. */
  readonly description: string;
  readonly tags: readonly TemplateTag[];
  /** Stack as short labels, e.g. ['React', 'TypeScript', 'Next.js']. */
  readonly stack: readonly string[];
  /** Notable files with one-line explanations. */
  readonly files: readonly TemplateFile[];
  /** Notable npm packages used. */
  readonly packages: readonly string[];
  /** Source repository URL (https). */
  readonly repository: string;
  /** Argument to `npx create-video@latest --<cliFlag>`; usually the slug. */
  readonly cliFlag: string;
  /**
   * Preview: either a live demo id (see src/components/Demo) or a local image
   * under static/ with alt text, for templates where a live video makes no sense.
   */
  readonly preview:
    | {readonly type: 'demo'; readonly demoId: string}
    | {readonly type: 'image'; readonly src: string; readonly alt: string};
  /** Composition size in pixels. */
  readonly width: number;
  readonly height: number;
};

export type ShowcaseEntry = {
  readonly slug: string;
  /** Always true: every showcase entry on this site is a fictional sample. */
  readonly sample: true;
  readonly title: string;
  readonly description: string;
  readonly author: string;
  /** https URL of the sample project's page. */
  readonly url: string;
  /** Poster image under static/, for example `/img/showcase/foo.svg`. */
  readonly poster: string;
  readonly tags: readonly ShowcaseTag[];
  /** Optional demo id played in the modal instead of the poster. */
  readonly demoId?: string;
};
