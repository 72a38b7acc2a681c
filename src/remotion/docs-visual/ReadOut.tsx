import type {ReactNode} from 'react';
import {MONO} from '../fonts';

/** The line of live values at the bottom left of a visual docs demo. */
export const ReadOut = ({children}: {children: ReactNode}) => {
  return (
    <div
      style={{
        position: 'absolute',
        left: 64,
        bottom: 48,
        color: '#c9d6ef',
        fontSize: 30,
        fontFamily: MONO,
      }}>
      {children}
    </div>
  );
};
