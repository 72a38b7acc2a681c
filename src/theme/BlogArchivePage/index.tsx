// Ejected from @docusaurus/theme-classic 3.10.2 because its title and
// description are one translated "Archive" for every blog instance. Changed
// (marked below): the header moves inside <main>, and each collection (blog, learn, success stories) gets its own
// title and introduction from src/data/collections.ts.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useRouteContext from '@docusaurus/useRouteContext';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import {COLLECTIONS, isCollectionId} from '@site/src/data/collections';

type YearProp = {
  readonly year: string;
  readonly posts: ArchiveBlogPost[];
};

function Year({year, posts}: YearProp): ReactNode {
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const formatDate = (lastUpdated: string) =>
    dateTimeFormat.format(new Date(lastUpdated));
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {readonly years: YearProp[]}): ReactNode {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((props) => (
            <div key={props.year} className="col col--4 margin-vert--lg">
              <Year {...props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  // Changed: the texts of the collection this archive belongs to.
  const {plugin} = useRouteContext();
  const texts = COLLECTIONS[isCollectionId(plugin.id) ? plugin.id : 'default'];
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata
        title={texts.archiveTitle}
        description={texts.archiveIntro}
      />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {texts.archiveTitle}
              </Heading>
              <p className="hero__subtitle">{texts.archiveIntro}</p>
            </div>
          </header>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
      </Layout>
    </>
  );
}
