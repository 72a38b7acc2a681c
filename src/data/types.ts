/**
 * Types of the site's typed data. Every entry is validated at build time by
 * the plugin that reads it (see `plugins/`), so a malformed entry fails the
 * build with the entry and the field named. Tag sets live in `./tags`.
 */
import type {ExpertKind, ExpertSkill, ShowcaseTag, TemplateTag} from './tags';

export type {ExpertKind, ExpertSkill, ShowcaseTag, TemplateTag};

/**
 * An entry of the experts, templates or showcase list. Build errors name it
 * by its slug, and a list with a page per entry serves that page at the
 * list's address plus the slug (`/experts/{slug}`).
 */
export type Entry = {
  /** Lowercase-hyphenated and unique within its list. */
  readonly slug: string;
};

/** An entry of a list that holds only fictional samples (experts, showcase). */
export type SampleEntry = Entry & {
  /** Always true: every entry of these lists is a fictional sample. */
  readonly sample: true;
};

export type Expert = SampleEntry & {
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

/**
 * A starter template. Its slug is also the `--template` / name used by
 * create-video.
 */
export type Template = Entry & {
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

export type ShowcaseEntry = SampleEntry & {
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
