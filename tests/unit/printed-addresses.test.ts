import {describe, expect, it} from 'vitest';
import {REDIRECTS, redirectTarget} from '../../src/lib/redirects';
import {PRINTED_ADDRESS_EXCEPTIONS} from '../../src/lib/redirects/exceptions';
import {printedAddresses} from '../printed-addresses';

describe('printed address exceptions', () => {
  const printed = printedAddresses();

  it('are printed by the installed packages (no stale lines)', () => {
    for (const {address} of PRINTED_ADDRESS_EXCEPTIONS) {
      expect(printed, address).toContain(address);
    }
  });

  it('stay at most 5% of the printed addresses', () => {
    expect(PRINTED_ADDRESS_EXCEPTIONS.length).toBeLessThanOrEqual(
      printed.length * 0.05,
    );
  });

  it('each give a reason and a redirect', () => {
    for (const exception of PRINTED_ADDRESS_EXCEPTIONS) {
      expect(exception.reason.length, exception.address).toBeGreaterThan(20);
      expect(redirectTarget(REDIRECTS, exception.address)).toBe(exception.to);
    }
  });
});

describe('the printed-address scanner', () => {
  const printed = printedAddresses();

  it('reads links built from the DOCS_URL constant of the serverless packages', () => {
    // `${DOCS_URL}/docs/lambda/disk-size.` in the out-of-storage error.
    expect(printed).toContain('/docs/lambda/disk-size');
  });

  it('reads the compositor executable of the installed platform', () => {
    expect(printed).toContain(
      '/docs/troubleshooting/no-frame-found-at-position',
    );
  });
});
