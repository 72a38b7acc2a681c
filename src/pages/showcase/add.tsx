import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import ShowcaseGuide from './_components/ShowcaseGuide';

export default function ShowcaseAddPage(): ReactNode {
  return (
    <Layout
      title="Add your project to the showcase"
      description="How to submit a project to the Remotion showcase: fork the repository, add an entry and a poster, run the checks and open a pull request.">
      <main>
        <PageHeader
          title="Add your project to the showcase"
          lead="Made something with Remotion? Adding it to the showcase takes one pull request: a short entry in a TypeScript file and a poster image. All entries currently on the showcase are sample entries and are labelled as such."
          primary={{label: 'See the showcase', to: '/showcase/'}}
        />
        <ShowcaseGuide />
      </main>
    </Layout>
  );
}
