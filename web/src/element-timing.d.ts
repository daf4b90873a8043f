// Element Timing's attribute on <img> (React passes it through; its types do not name it yet).
// media-image.tsx marks the page's main picture; boot.ts waits for that picture's first paint.
import 'react';

declare module 'react' {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
