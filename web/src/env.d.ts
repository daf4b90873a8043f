/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** What the function hands the page (model/page-context.ts); the dev server's own in `astro dev`. */
    page?: import('@model/page-context').PageContext;
    /** Filled while the page reads its data: the Server-Timing header's figures. */
    timing: { from?: number; to?: number; reads: number };
  }
}
