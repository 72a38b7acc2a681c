import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import CallToAction from '@site/src/components/CallToAction';
import Prose from '@site/src/components/Prose';

const VALUES: readonly CardItem[] = [
  {
    title: 'Build on the web platform',
    body: 'Video is made from HTML, CSS, SVG, canvas and WebGL, so it benefits from everything browsers and the React ecosystem already do well, instead of a proprietary format.',
  },
  {
    title: 'Work in the open',
    body: 'The source code, the issue tracker and the discussions about new features are public. Anyone can read how something works, report a problem or propose a change.',
  },
  {
    title: 'Respect your upgrade time',
    body: 'Breaking changes are saved for major versions and come with a migration guide, and every release is described in the changelog.',
  },
  {
    title: 'Documentation is part of the product',
    body: 'An API is not finished until it is documented with a working example. Questions that come up repeatedly become new pages.',
  },
];

export default function AboutPage(): ReactNode {
  return (
    <Layout
      title="About"
      description="Remotion is a source-available toolkit for making videos with React, developed since 2021 by a small team and funded by company licenses.">
      <main>
        <PageHeader
          title="About Remotion"
          lead="Remotion started in 2021 with a simple question: what if a video were just a React component? Today it is a toolkit for making, previewing and rendering videos with code, used by individual developers and companies alike."
        />
        <Section id="project" title="The project">
          <Prose>
            <p>
              The first public release showed that a video can be described as a
              function of the current frame and rendered with a headless
              browser. Since then the toolkit has grown into a set of packages:
              the Studio for previewing, renderers for local machines, servers
              and serverless platforms, the Player for embedding videos in apps,
              and libraries for captions, media parsing and transitions.
            </p>
            <p>
              Remotion is <strong>source-available</strong>: all of the code is
              on GitHub, and you can read, debug and contribute to it. It is not
              licensed under an open source license, because a license fee from
              companies pays for its development (see below).
            </p>
            <p>
              It is built by a <strong>small team</strong> together with
              contributors from the community, who send fixes, write templates
              and answer questions on Discord and GitHub.
            </p>
          </Prose>
        </Section>
        <Section
          id="values"
          alt
          title="What we care about"
          intro="A few principles guide what we build and how.">
          <CardGrid items={VALUES} variant="numbered" minWidth="14rem" />
        </Section>
        <Section id="funding" title="How development is funded">
          <Prose>
            <p>
              Remotion is free for individuals and small teams. Larger companies
              buy a <strong>company license</strong>, and that revenue pays for
              the people who maintain the toolkit, answer support questions and
              build new features. The{' '}
              <Link to="/docs/license">license page</Link> lists the exact terms
              and who needs a license.
            </p>
            <p>
              This model keeps incentives simple: the team earns money when
              companies succeed in shipping video with Remotion, so the focus
              stays on reliability, documentation and the features those
              projects need.
            </p>
          </Prose>
        </Section>
        <CallToAction
          title="Get in touch"
          body="Questions about the project, licensing or a partnership? We would like to hear from you."
          primary={{label: 'Contact us', to: '/contact/'}}
          secondary={{label: 'Read the docs', to: '/docs/'}}
        />
      </main>
    </Layout>
  );
}
