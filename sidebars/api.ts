import fs from 'fs';
import path from 'path';
import {frontMatterFields} from '../src/lib/markdown';
import {API_GROUPS, type ApiPackage} from '../src/data/apiPackages';
import {group, section, type SidebarItem} from './types';

/**
 * The API sidebar is generated from the files under `docs/api/`, so a writer
 * adds an API page by adding a file: no sidebar edit, no forgotten page.
 * - Core `remotion` pages (`docs/api/*.mdx`) are grouped by their title:
 *   `<Name>` is a component, `useName()` a hook, anything else a function or
 *   object.
 * - Each package folder `docs/api/<dir>/` becomes a category linked to its
 *   `index.mdx`; a `cli/` subfolder becomes a nested "CLI" category.
 */

const API_DIR = path.join(__dirname, '../docs/api');

function pageFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => entry.name.replace(/\.mdx?$/, ''))
    .filter((name) => name !== 'index')
    .sort();
}

function titleOf(file: string): string {
  const {title} = frontMatterFields(fs.readFileSync(file, 'utf8'));
  return typeof title === 'string' ? title : '';
}

type CoreKind = 'components' | 'hooks' | 'functions and objects';

export function coreKind(title: string): CoreKind {
  if (title.startsWith('<')) {
    return 'components';
  }
  if (/^use[A-Z]/.test(title)) {
    return 'hooks';
  }
  return 'functions and objects';
}

function coreItems(): SidebarItem[] {
  const kinds: CoreKind[] = ['components', 'hooks', 'functions and objects'];
  const pages = pageFiles(API_DIR).map((name) => ({
    id: `api/${name}`,
    kind: coreKind(titleOf(path.join(API_DIR, `${name}.mdx`))),
  }));
  return kinds.map((kind) =>
    group(
      `remotion: ${kind}`,
      pages.filter((page) => page.kind === kind).map((page) => page.id),
      {expanded: true},
    ),
  );
}

function packageCategory(pkg: ApiPackage): SidebarItem {
  const dir = path.join(API_DIR, pkg.dir);
  const items: SidebarItem[] = pageFiles(dir).map(
    (name) => `api/${pkg.dir}/${name}`,
  );
  const cliDir = path.join(dir, 'cli');
  if (fs.existsSync(cliDir)) {
    items.push(
      section(
        'CLI',
        `api/${pkg.dir}/cli/index`,
        pageFiles(cliDir).map((name) => `api/${pkg.dir}/cli/${name}`),
      ),
    );
  }
  return section(pkg.name, `api/${pkg.dir}/index`, items);
}

export function apiItems(): SidebarItem[] {
  const groups = API_GROUPS.map((group) => ({
    label: group.label,
    packages: group.packages.filter((pkg) =>
      fs.existsSync(path.join(API_DIR, pkg.dir)),
    ),
  })).filter((group) => group.packages.length > 0);
  return [
    'api/index',
    ...coreItems(),
    ...groups.map(({label, packages}) =>
      group(label, packages.map(packageCategory)),
    ),
  ];
}
