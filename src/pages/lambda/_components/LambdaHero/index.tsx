import React, {type ReactNode} from 'react';
import MdxPartial from '@site/src/components/MdxPartial';
import RenderOnLambda from './_RenderOnLambda.mdx';
import styles from './styles.module.css';

/**
 * The right half of the /lambda/ hero (below the text on narrow screens): a
 * type-checked call of `renderMediaOnLambda()` and what the progress it
 * reports tells you. The sample lives in the MDX partial beside this file.
 */
export default function LambdaHero(): ReactNode {
  return (
    <figure className={styles.figure}>
      <MdxPartial content={RenderOnLambda} className={styles.code} />
      <figcaption className={styles.caption}>
        <p className={styles.captionTitle}>What you get back</p>
        <dl className={styles.fields}>
          <div>
            <dt>
              <code>renderId</code>, <code>bucketName</code>
            </dt>
            <dd>
              name the render and the S3 bucket in your account that holds it.
            </dd>
          </div>
          <div>
            <dt>
              <code>overallProgress</code>
            </dt>
            <dd>goes from 0 to 1 while the functions work.</dd>
          </div>
          <div>
            <dt>
              <code>outputFile</code>
            </dt>
            <dd>
              is the address of the finished video, and <code>null</code> until
              it is done.
            </dd>
          </div>
          <div>
            <dt>
              <code>costs</code>
            </dt>
            <dd>holds the estimated Lambda cost so far, in US dollars.</dd>
          </div>
        </dl>
      </figcaption>
    </figure>
  );
}
