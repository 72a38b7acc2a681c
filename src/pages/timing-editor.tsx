import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import TimingEditor from './_timing-editor/TimingEditor';

/**
 * /timing-editor: tune a `spring()` animation with sliders, watch its curve
 * and a moving preview, and copy the call. The Studio's "Timing Editor" menu
 * item opens this page.
 */
export default function TimingEditorPage(): ReactNode {
  return (
    <MarketingPage
      title="Timing editor"
      description="Tune the damping, mass, stiffness, duration and delay of a Remotion spring() animation, see its curve and settle time, and copy the code."
      header={
        <PageHeader
          title="Timing editor"
          lead={
            <>
              Find the right feel for a spring animation without re-rendering
              your video: move the sliders, watch the curve and the moving box,
              then copy the <Link to="/docs/spring">spring()</Link> call into
              your component. The settle time comes from{' '}
              <Link to="/docs/measure-spring">measureSpring()</Link>, and the
              address of this page keeps your settings, so you can share a link.
            </>
          }
        />
      }>
      <Section id="editor" title="Tune a spring">
        <TimingEditor />
      </Section>
    </MarketingPage>
  );
}
