/**
 * The data a page's route started loading, handed to the page whatever renders it: the data
 * router's loader in the browser (LoaderRouteData), or records that never arrive in the
 * build-time prerender, which paints the page's placeholders. Through a context, so pages need no
 * data router. Its own small module: the route table (in the entry) imports it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';

export const RouteData = createContext<unknown>(undefined);

export function useRouteData(): unknown {
  return useContext(RouteData);
}

/** Hands the page its route loader's answer (data router). */
export function LoaderRouteData({ children }: { children: ReactNode }) {
  return <RouteData value={useLoaderData()}>{children}</RouteData>;
}
