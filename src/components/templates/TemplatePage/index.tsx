import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Template} from '@site/src/data/types';
import {Demo} from '@site/src/components/Demo';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import {
  tagFilterPath,
  tagListLabel,
} from '@site/src/components/Listing/tagFilter';
import a11y from '@site/src/css/a11y.module.css';
import {TEMPLATE_FILTER} from '../filter';
import styles from './styles.module.css';

function Preview({template}: {readonly template: Template}): ReactNode {
  const imageSrc = useBaseUrl(
    template.preview.type === 'image' ? template.preview.src : undefined,
  );
  if (template.preview.type === 'demo') {
    return <Demo id={template.preview.demoId} />;
  }
  return (
    <img
      src={imageSrc}
      alt={template.preview.alt}
      width={template.width}
      height={template.height}
      className={styles.image}
    />
  );
}

/**
 * The template's notable files and what each is for, in a table that
 * scrolls sideways on narrow screens.
 */
function FileTable({template}: {readonly template: Template}): ReactNode {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table}>
        <caption className={a11y.visuallyHidden}>
          Notable files of the {template.title} template
        </caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Purpose</th>
          </tr>
        </thead>
        <tbody>
          {template.files.map((file) => (
            <tr key={file.path}>
              <td>
                <code>{file.path}</code>
              </td>
              <td>{file.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One part of the template page: a section labelled by its own h2. */
function TemplateSection({
  id,
  title,
  titleClassName,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly titleClassName?: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /templates/{slug}: one template, what is in it and how to start from it. */
export default function TemplatePage({
  template,
}: {
  readonly template: Template;
}): ReactNode {
  return (
    <Layout
      title={`${template.title} template`}
      description={template.shortDescription}>
      <main className={styles.main}>
        <div className={clsx('container', styles.container)}>
          <p className={styles.back}>
            <Link to="/templates/">← All templates</Link>
          </p>

          <header className={styles.header}>
            <h1>{template.title}</h1>
            <p className={styles.lead}>{template.shortDescription}</p>
            <ul
              className={styles.tags}
              aria-label={tagListLabel(TEMPLATE_FILTER)}>
              {template.tags.map((tag) => (
                <li key={tag}>
                  <Link to={tagFilterPath('/templates/', TEMPLATE_FILTER, tag)}>
                    {TEMPLATE_FILTER.labels[tag]}
                  </Link>
                </li>
              ))}
            </ul>
          </header>

          <TemplateSection
            id="preview"
            title="Preview"
            titleClassName={a11y.visuallyHidden}>
            <div className={styles.preview}>
              <Preview template={template} />
            </div>
            <p className={styles.caption}>
              Composition size: {template.width} × {template.height} pixels
            </p>
          </TemplateSection>

          <TemplateSection id="about" title="What it makes">
            <p>{template.description}</p>
          </TemplateSection>

          <TemplateSection id="create" title="Create a project">
            <p>
              Run the command for the package manager you use to create a new
              project from this template.
            </p>
            <PackageManagerTabs create={template.cliFlag} />
            <p>
              <Link
                href={template.repository}
                target="_blank"
                rel="noopener noreferrer"
                className="button button--secondary">
                View the source repository
                <span className={a11y.visuallyHidden}>
                  {' '}
                  (opens in a new tab)
                </span>
              </Link>
            </p>
          </TemplateSection>

          <TemplateSection id="stack" title="Stack">
            <ul className={styles.stack}>
              {template.stack.map((item) => (
                <li key={item} className={styles.stackItem}>
                  {item}
                </li>
              ))}
            </ul>
          </TemplateSection>

          <TemplateSection id="files" title="Files">
            <FileTable template={template} />
          </TemplateSection>

          <TemplateSection id="packages" title="Notable packages">
            <ul className={styles.packages}>
              {template.packages.map((name) => (
                <li key={name}>
                  <code>{name}</code>
                </li>
              ))}
            </ul>
          </TemplateSection>
        </div>
      </main>
    </Layout>
  );
}
