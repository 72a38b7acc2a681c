import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownPath} from '@site/src/lib/urls';
import {assistantLinks} from './links';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copying: 'Copying the page as Markdown…',
  copied: 'Page copied to the clipboard as Markdown.',
  failed: 'Could not copy the page. Use View as Markdown instead.',
};

const ICON_PROPS = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

function CopyIcon(): ReactNode {
  return (
    <svg {...ICON_PROPS}>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M3.5 10.5h-1v-8h8v1" />
    </svg>
  );
}

function CheckIcon(): ReactNode {
  return (
    <svg {...ICON_PROPS}>
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}

function ChevronIcon(): ReactNode {
  return (
    <svg {...ICON_PROPS}>
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) {
    throw new Error(`${path}: HTTP ${response.status}`);
  }
  return response.text();
}

/**
 * Writes the Markdown to the clipboard. `ClipboardItem` with a promise keeps
 * the write inside the click's user activation while the file downloads
 * (Safari requires it); `writeText` is the fallback.
 */
async function copyToClipboard(load: () => Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = load().then(
        (text) => new Blob([text], {type: 'text/plain'}),
      );
      await navigator.clipboard.write([
        new ClipboardItem({'text/plain': blob}),
      ]);
      return;
    } catch {
      // Fall through to writeText.
    }
  }
  await navigator.clipboard.writeText(await load());
}

/**
 * "Copy page" and a menu with "View as Markdown" and links to AI
 * assistants. The Markdown copy is fetched only when the visitor copies.
 */
export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const cache = useRef<Promise<string> | null>(null);

  const mdPath = markdownPath(permalink);
  const mdUrl = `${siteConfig.url.replace(/\/$/, '')}${mdPath}`;

  useEffect(() => {
    if (status !== 'copied' && status !== 'failed') {
      return undefined;
    }
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const copy = async () => {
    setStatus('copying');
    cache.current ??= fetchMarkdown(mdPath);
    const pending = cache.current;
    pending.catch(() => {
      cache.current = null;
    });
    try {
      await copyToClipboard(() => pending);
      setStatus('copied');
    } catch (error) {
      console.warn('Copy page failed:', error);
      setStatus('failed');
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      // Page actions, not page text: keep them out of the search index.
      data-pagefind-ignore
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
        }
      }}>
      <div className={styles.group}>
        <button
          type="button"
          className={styles.button}
          onClick={copy}
          aria-describedby={`${menuId}-status`}>
          {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
          {status === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx(styles.button, styles.toggle)}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="More ways to use this page"
          onClick={() => setOpen((value) => !value)}>
          <ChevronIcon />
        </button>
      </div>
      <span
        id={`${menuId}-status`}
        className={styles.status}
        role="status"
        aria-live="polite">
        {STATUS_TEXT[status]}
      </span>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          <Link
            // pathname:// makes a plain link: the copy is a file, not a route.
            to={`pathname://${mdPath}`}
            className={styles.item}
            target="_blank"
            rel="noopener noreferrer">
            View as Markdown
          </Link>
        </li>
        {assistantLinks(mdUrl).map((link) => (
          <li key={link.label}>
            <Link
              href={link.href}
              className={styles.item}
              target="_blank"
              rel="noopener noreferrer">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
