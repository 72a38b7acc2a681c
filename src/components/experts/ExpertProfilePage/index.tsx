import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Expert} from '@site/src/data/types';
import {tagFilterPath} from '@site/src/components/Listing/tagFilter';
import {EXPERT_KIND_LABELS as kindLabels} from '@site/src/data/tags';
import {contactLinks} from '../contactLinks';
import ExpertAvatar from '../ExpertAvatar';
import {EXPERT_FILTER} from '../filter';
import a11y from '@site/src/css/a11y.module.css';
import styles from './styles.module.css';

/** /experts/{slug}: one expert's profile, skills and contact links. */
export default function ExpertProfilePage({
  expert,
}: {
  readonly expert: Expert;
}): ReactNode {
  const ogImage = useBaseUrl(expert.avatar, {absolute: true});
  const links = contactLinks(expert.links);

  return (
    <Layout title={expert.name} description={expert.tagline}>
      <Head>
        <meta property="og:title" content={`${expert.name} | Experts`} />
        <meta property="og:description" content={expert.tagline} />
        <meta property="og:image" content={ogImage} />
        <meta name="twitter:card" content="summary" />
      </Head>
      <main className={styles.main}>
        <div className="container">
          <p className={styles.back}>
            <Link to="/experts/">← All experts</Link>
          </p>

          <div className={styles.notice} role="note">
            <strong>Sample profile: fictional entry.</strong> This person or
            agency does not exist. The profile shows how an entry in the experts
            directory looks.
          </div>

          <header className={styles.header}>
            <ExpertAvatar expert={expert} on="profile" />
            <div>
              <h1 className={styles.title}>{expert.name}</h1>
              <p className={styles.tagline}>{expert.tagline}</p>
            </div>
          </header>

          <div className={styles.layout}>
            <div>
              <section aria-labelledby="about">
                <h2 id="about">About</h2>
                <p>{expert.bio}</p>
              </section>

              <section aria-labelledby="offers">
                <h2 id="offers">What they offer</h2>
                <ul>
                  {expert.offers.map((offer) => (
                    <li key={offer}>{offer}</li>
                  ))}
                </ul>
              </section>

              <section aria-labelledby="skills">
                <h2 id="skills">Skills</h2>
                <ul className={styles.skills}>
                  {expert.skills.map((skill) => (
                    <li key={skill}>
                      <Link
                        to={tagFilterPath('/experts/', EXPERT_FILTER, skill)}
                        className={styles.skill}>
                        {EXPERT_FILTER.labels[skill]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </div>

            <aside className={styles.facts} aria-labelledby="details">
              <h2 id="details" className={styles.factsTitle}>
                Details
              </h2>
              <dl className={styles.list}>
                <dt>Type</dt>
                <dd>{kindLabels[expert.kind]}</dd>
                <dt>Location</dt>
                <dd>{expert.location}</dd>
                <dt>Using the toolkit since</dt>
                <dd>{expert.since}</dd>
              </dl>
              {links.length > 0 ? (
                <>
                  <h3 className={styles.contactTitle}>Contact</h3>
                  <ul className={styles.contact}>
                    {links.map((link) => (
                      <li key={link.label}>
                        {/* Web links open in a new tab; mailto: links do not. */}
                        <Link
                          href={link.href}
                          target={link.external ? '_blank' : undefined}
                          rel={
                            link.external ? 'noopener noreferrer' : undefined
                          }>
                          {link.label}
                          {link.external ? (
                            <span className={a11y.visuallyHidden}>
                              {' '}
                              (opens in a new tab)
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </aside>
          </div>
        </div>
      </main>
    </Layout>
  );
}
